import type { Hotel } from '@/entities/hotels/schema';
import type { HotelListView } from '@/navigation/view-state';

/** Stars as shown: a rating is drawn rounded, so it is filtered rounded too. */
const starsOf = (hotel: Hotel) => Math.round(hotel.stars);

/**
 * The hotels a list shows for its order and filters, from a region's hotels, which arrive in name
 * order (`fetchHotelsByRegion`). Stars orders keep the names in order among hotels of equal stars
 * (the sort is stable).
 */
export function arrangeHotels(hotels: readonly Hotel[], { hotelSort, hotelStatus, hotelStars }: HotelListView): readonly Hotel[] {
  let shown = hotels;
  if (hotelStatus) shown = shown.filter((hotel) => hotel.is_active === (hotelStatus === 'active'));
  if (hotelStars) shown = shown.filter((hotel) => starsOf(hotel) === hotelStars);
  if (hotelSort === 'stars-desc') return [...shown].sort((a, b) => starsOf(b) - starsOf(a));
  if (hotelSort === 'stars-asc') return [...shown].sort((a, b) => starsOf(a) - starsOf(b));
  return shown;
}

export const isFiltered = ({ hotelStatus, hotelStars }: HotelListView) => hotelStatus !== undefined || hotelStars !== undefined;
