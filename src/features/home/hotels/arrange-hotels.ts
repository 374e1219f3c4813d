import { sortHotelsByName } from '@/entities/hotels/hotel-order';
import type { Hotel } from '@/entities/hotels/schema';
import type { HotelListView } from '@/shared/navigation/view-state';

// Sorting thousands of names by the Russian collation is the costly part: done once per answer
// from the server (the cache keeps the same array until the data changes), not on each return to
// the list or each change of filter.
const byNameCache = new WeakMap<readonly Hotel[], readonly Hotel[]>();

function byName(hotels: readonly Hotel[]): readonly Hotel[] {
  let sorted = byNameCache.get(hotels);
  if (!sorted) {
    sorted = sortHotelsByName(hotels);
    byNameCache.set(hotels, sorted);
  }
  return sorted;
}

/** Stars as shown: a rating is drawn rounded, so it is filtered rounded too. */
const starsOf = (hotel: Hotel) => Math.round(hotel.stars);

/**
 * The hotels a list shows for its order and filters. Stars orders keep the names in order among
 * hotels of equal stars (the sort is stable over the name order).
 */
export function arrangeHotels(hotels: readonly Hotel[], { hotelSort, hotelStatus, hotelStars }: HotelListView): readonly Hotel[] {
  let shown = byName(hotels);
  if (hotelStatus) shown = shown.filter((hotel) => hotel.is_active === (hotelStatus === 'active'));
  if (hotelStars) shown = shown.filter((hotel) => starsOf(hotel) === hotelStars);
  if (hotelSort === 'stars-desc') return [...shown].sort((a, b) => starsOf(b) - starsOf(a));
  if (hotelSort === 'stars-asc') return [...shown].sort((a, b) => starsOf(a) - starsOf(b));
  return shown;
}

export const isFiltered = ({ hotelStatus, hotelStars }: HotelListView) => hotelStatus !== undefined || hotelStars !== undefined;
