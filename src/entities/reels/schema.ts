import * as z from 'zod/mini';
import { lenientList } from '../lenient-list';

export const reelSchema = z.object({
  id: z.int(),
  reels_name: z.string(),
  file_id: z.string(),
  reels_path: z.string(),
  thumbnail_path: z.nullish(z.string()),
});

/** A body without the `reels` key is malformed, not an empty list. */
export const reelListResponseSchema = z.object({ reels: lenientList('рилсы', reelSchema) });

export type Reel = z.infer<typeof reelSchema>;
export type ReelUpdate = Pick<Reel, 'id' | 'reels_name' | 'file_id'>;
