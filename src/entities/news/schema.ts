import * as z from 'zod/mini';
import { lenientList } from '../lenient-list';

export const newsSchema = z.object({
  id: z.int(),
  news_header: z.string(),
  news_txt: z.string(),
});

/** A body without the `news` key is malformed, not an empty list. */
export const newsListResponseSchema = z.object({ news: lenientList('новости', newsSchema) });

export type News = z.infer<typeof newsSchema>;
export type NewsInput = Omit<News, 'id'>;
