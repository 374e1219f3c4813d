import * as z from 'zod/mini';

export const newsSchema = z.object({
  id: z.int(),
  news_header: z.string(),
  news_txt: z.string(),
});

/** A body without the `news` key is malformed, not an empty list. */
export const newsListResponseSchema = z.object({ news: z.array(newsSchema) });

export type News = z.infer<typeof newsSchema>;
export type NewsInput = Omit<News, 'id'>;
