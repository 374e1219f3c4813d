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

/** Query of GET /v1/beaches; skip and limit fall back to SPEC.md §9's defaults. */
export interface BeachListParams {
  skip?: number;
  limit?: number;
  id?: number;
  beach_name?: string;
  region_id?: number;
}
