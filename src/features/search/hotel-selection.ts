import type { Hotel } from '@/entities/hotels/schema';
import type { HotelStatus } from '@/navigation/view-state';

/** Which hotels may match at all; an absent filter lets every hotel through. */
export type HotelFilters = { regionId?: number | undefined; status?: HotelStatus | undefined };

const passes = (hotel: Hotel, { regionId, status }: HotelFilters) =>
  (regionId === undefined || hotel.region_id === regionId) &&
  (status === undefined || hotel.is_active === (status === 'active'));

/**
 * The hotels at `positions` (every hotel for `null`, a blank query's answer) that pass the filters, in
 * the order of `hotels`. The filters are applied here rather than by the matcher, so changing one
 * needs no new answer from it.
 */
export function selectHotels(hotels: readonly Hotel[], positions: ArrayLike<number> | null, filters: HotelFilters = {}): readonly Hotel[] {
  const unfiltered = filters.regionId === undefined && filters.status === undefined;
  if (positions === null) return unfiltered ? hotels : hotels.filter((hotel) => passes(hotel, filters));
  const selected: Hotel[] = [];
  for (let index = 0; index < positions.length; index += 1) {
    const hotel = hotels[positions[index] ?? -1];
    if (hotel !== undefined && passes(hotel, filters)) selected.push(hotel);
  }
  return selected;
}
