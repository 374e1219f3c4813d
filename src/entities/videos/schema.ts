import * as z from 'zod/mini';
import { lenientList } from '../lenient-list';

export const videoSchema = z.object({
  id: z.int(),
  video_name: z.string(),
  file_id: z.string(),
  video_path: z.string(),
  thumbnail_path: z.nullish(z.string()),
  hotel_id: z.nullish(z.int()),
});

/** A body without the `video` key is malformed, not an empty list. */
export const videoListResponseSchema = z.object({ video: lenientList('видео', videoSchema) });

export type Video = z.infer<typeof videoSchema>;
export type VideoUpdate = Pick<Video, 'id' | 'video_name' | 'file_id'>;
