import * as z from 'zod/mini';
import { lenientList } from '../lenient-list';

export const hotelSchema = z.object({
  hotel_id: z.int(),
  hotel_name: z.string(),
  hotel_description: z.string(),
  services: z.string(),
  for_child: z.string(),
  resto: z.string(),
  recommend_list: z.literal([0, 1]),
  stars: z.number(),
  google_maps: z.string(),
  deposit: z.nullish(z.string()),
  beach_id: z.nullish(z.int()),
  region_id: z.int(),
  is_active: z.boolean(),
});

export const hotelListSchema = lenientList('отели', hotelSchema);

export type Hotel = z.infer<typeof hotelSchema>;
export type HotelInput = Omit<Hotel, 'hotel_id'>;
