import { sortHotelsByName } from '@/entities/hotels/hotel-order';
import type { Hotel } from '@/entities/hotels/schema';
import type { HotelStatus } from '@/navigation/view-state';
import { latinSkeleton, typedLatinSkeletons } from './translit';

/** Each hotel's name as typed-for, in two forms, computed once per hotel list rather than per keystroke. */
export type HotelSearchIndex = {
  hotels: readonly Hotel[];
  keys: readonly string[];
  /** The names in one Latin spelling, so 'lara' finds «Лара» and 'лара' finds Lara. */
  skeletons: readonly string[];
};

/** Which hotels may match at all; an absent filter lets every hotel through. */
export type HotelFilters = { regionId?: number | undefined; status?: HotelStatus | undefined };

/**
 * Case-insensitive (Russian has no locale-specific case rules, so plain `toLowerCase` will do), and
 * ё matches е: Russian writers drop the dots freely.
 */
export const searchKey = (text: string) => text.toLowerCase().replaceAll('ё', 'е');

/** Sorted by name. */
export function buildHotelSearchIndex(hotels: readonly Hotel[]): HotelSearchIndex {
  const sorted = sortHotelsByName(hotels);
  const keys = sorted.map((hotel) => searchKey(hotel.hotel_name));
  return { hotels: sorted, keys, skeletons: keys.map(latinSkeleton) };
}

const passes = (hotel: Hotel, { regionId, status }: HotelFilters) =>
  (regionId === undefined || hotel.region_id === regionId) &&
  (status === undefined || hotel.is_active === (status === 'active'));

/**
 * Hotels that pass the filters and whose name contains `query`, as typed or in the other alphabet. The
 * plain comparison stays beside the skeleton one: a piece of a name does not always fold as it does
 * inside the whole name, since folding depends on the neighbouring letters.
 */
export function findHotels(index: HotelSearchIndex, query: string, filters: HotelFilters = {}): readonly Hotel[] {
  const needle = searchKey(query.trim());
  const latinNeedles = typedLatinSkeletons(needle);
  const unfiltered = filters.regionId === undefined && filters.status === undefined;
  if (needle === '' && unfiltered) return index.hotels;
  return index.hotels.filter(
    (hotel, position) =>
      passes(hotel, filters) &&
      (needle === '' ||
        index.keys[position]?.includes(needle) === true ||
        latinNeedles.some((latinNeedle) => index.skeletons[position]?.includes(latinNeedle) === true)),
  );
}
