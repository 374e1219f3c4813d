import { api } from '@/api/client';
import { listBody, listItems } from '../lenient-list';
import type { FirstScreen } from './first-screen';
import { firstHotelsByName, sortHotelsByName } from './hotel-order';
import { hotelListSchema, hotelSchema, type Hotel, type HotelInput } from './schema';

/** More rows than any screen shows at once: a phone's list, a tall desktop's table. */
const FIRST_SCREEN_ROWS = 50;

const hotelItems = listItems('отели', hotelSchema);

/**
 * A region's hotels in name order, the order its list shows first: sorted as they arrive, which with
 * a region of thousands is before the click when the admin's touch asked for them. Given
 * `showFirstScreen`, the first screenful is checked and handed to it before the rest of the answer,
 * which is then checked in slices that leave the browser free to draw it (record 0031).
 */
export async function fetchHotelsByRegion(
  regionId: number,
  includeInactive = true,
  showFirstScreen?: (screen: FirstScreen) => void,
): Promise<Hotel[]> {
  const records = await api.get(listBody, 'v1/hotels', { searchParams: { region_id: regionId, include_inactive: includeInactive } });
  showFirstScreen?.({ hotels: firstHotelsByName(records, FIRST_SCREEN_ROWS, hotelItems.checkOne), total: records.length });
  return sortHotelsByName(await hotelItems.checkInSlices(records));
}

export const fetchAllHotels = (includeInactive = true, signal?: AbortSignal) =>
  api.get(hotelListSchema, 'v1/hotels', { searchParams: { include_inactive: includeInactive }, signal });

/** The server answers with a list; an empty one means there is no such hotel. */
export const fetchHotel = (hotelId: number, signal?: AbortSignal): Promise<Hotel | undefined> =>
  api.get(hotelListSchema, 'v1/hotels', { searchParams: { hotel_id: hotelId }, signal }).then((hotels) => hotels[0]);

/** What a create or update sends: every field, none `undefined` (JSON would leave it out). */
type HotelBody = { [Field in keyof HotelInput]-?: Exclude<HotelInput[Field], undefined> };

/**
 * Exactly the hotel's fields (docs/product.md, Entities), whatever else the form state carries; typed
 * HotelBody, so a field left out does not compile. Absent optional fields go as null, so an update
 * clears the server's old value.
 */
const hotelBody = (input: HotelInput): HotelBody => ({
  hotel_name: input.hotel_name,
  hotel_description: input.hotel_description,
  services: input.services,
  for_child: input.for_child,
  resto: input.resto,
  recommend_list: input.recommend_list,
  stars: input.stars,
  google_maps: input.google_maps,
  deposit: input.deposit ?? null,
  beach_id: input.beach_id ?? null,
  region_id: input.region_id,
  is_active: input.is_active,
});

export const createHotel = (input: HotelInput) => api.post('v1/hotels', hotelBody(input));

export const updateHotel = ({ hotel_id, ...fields }: Hotel) =>
  api.put(`v1/hotels/${hotel_id}`, { hotel_id, ...hotelBody(fields) });

// Sent when the admin's «Отменить» window closes, which may be the panel closing: keepalive.
export const deleteHotel = (hotelId: number) => api.delete(`v1/hotels/${hotelId}`, { keepalive: true });
