import { sortHotelsByName } from '@/entities/hotels/hotel-order';
import type { Hotel } from '@/entities/hotels/schema';

export type HotelSearchIndex = { hotels: readonly Hotel[]; keys: readonly string[] };

/**
 * Case-insensitive, and ё matches е: Russian writers drop the dots freely, and folding costs one
 * `replaceAll` per name, once, when the index is built.
 */
export const searchKey = (text: string) => text.toLocaleLowerCase('ru').replaceAll('ё', 'е');

/** Sorted by name, with each name's search key computed once rather than per keystroke. */
export function buildHotelSearchIndex(hotels: readonly Hotel[]): HotelSearchIndex {
  const sorted = sortHotelsByName(hotels);
  return { hotels: sorted, keys: sorted.map((hotel) => searchKey(hotel.hotel_name)) };
}

/** Hotels whose name contains `query` anywhere; an empty query lists them all. */
export function findHotels(index: HotelSearchIndex, query: string): readonly Hotel[] {
  const needle = searchKey(query.trim());
  if (needle === '') return index.hotels;
  const found: Hotel[] = [];
  index.keys.forEach((key, position) => {
    const hotel = index.hotels[position];
    if (hotel && key.includes(needle)) found.push(hotel);
  });
  return found;
}
