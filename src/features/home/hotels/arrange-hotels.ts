import type { Hotel } from '@/entities/hotels/schema';
import type { HotelListView } from '@/navigation/view-state';

/** Stars as shown: a rating is drawn rounded, so it is filtered rounded too. */
const starsOf = (hotel: Hotel) => Math.round(hotel.stars);

/** The hotels a list shows for its order and filters; they arrive in name order, which the stable sort keeps among equal stars. */
export function arrangeHotels(hotels: readonly Hotel[], { hotelSort, hotelStatus, hotelStars }: HotelListView): readonly Hotel[] {
  let shown = hotels;
  if (hotelStatus) shown = shown.filter((hotel) => hotel.is_active === (hotelStatus === 'active'));
  if (hotelStars) shown = shown.filter((hotel) => starsOf(hotel) === hotelStars);
  if (hotelSort === 'stars-desc') return [...shown].sort((a, b) => starsOf(b) - starsOf(a));
  if (hotelSort === 'stars-asc') return [...shown].sort((a, b) => starsOf(a) - starsOf(b));
  return shown;
}
