import * as z from 'zod/mini';
import { lenientList } from '../lenient-list';

export const regionSchema = z.object({
  id: z.int(),
  region_name: z.string(),
  weight: z.number(),
});

export const regionListSchema = lenientList('регионы', regionSchema);

export type Region = z.infer<typeof regionSchema>;
export type RegionInput = Omit<Region, 'id'>;
