import * as z from 'zod/mini';
import { lenientList } from '../lenient-list';

export const photoSchema = z.object({
  id: z.int(),
  photo_name: z.string(),
  photo_path: z.string(),
});

/** A body without the `photo` key is malformed, not an empty list. */
export const photoListResponseSchema = z.object({ photo: lenientList('фото', photoSchema) });

export type Photo = z.infer<typeof photoSchema>;
export type PhotoUpdate = Pick<Photo, 'id' | 'photo_name'>;
