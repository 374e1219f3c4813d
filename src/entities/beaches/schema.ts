import * as z from 'zod/mini';
import { lenientList } from '../lenient-list';

export const beachSchema = z.object({
  id: z.int(),
  beach_name: z.string(),
  region_id: z.int(),
});

export const beachListSchema = lenientList('пляжи', beachSchema);

export type Beach = z.infer<typeof beachSchema>;
export type BeachInput = Omit<Beach, 'id'>;

/** Query of GET /v1/beaches: paging and any of the beach's own fields. */
export type BeachListParams = Partial<Beach> & { skip?: number; limit?: number };
