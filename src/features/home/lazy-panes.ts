import { hotelDetailPane } from '@/features/hotel-detail';
import { hotelSearchPane } from '@/features/search';
import { lazyWithPreload } from '@/shared/preload/lazy-with-preload';

// Panes the main screen's first paint does not show load on demand, each its own chunk, with the
// data `loadView` readies for them; the hotel list too, the largest of them.
export const hotelListPane = lazyWithPreload(() => import('./hotels/hotel-list').then((module) => module.HotelList));
export const hotelFormPane = lazyWithPreload(() => import('./hotels/hotel-form').then((module) => module.HotelForm));
export const regionFormPane = lazyWithPreload(() => import('./regions/region-form').then((module) => module.RegionForm));
// The search and the detail are other features: their public index gives them already lazy.
export { hotelDetailPane, hotelSearchPane };

/**
 * The panes a region's hotels lead to, list first, fetched once the first screen is drawn: then a
 * hotel whose data is saved opens even if the connection goes.
 */
export function preloadHotelPanes(): void {
  hotelListPane
    .preload()
    .then(() => hotelFormPane.preload())
    .then(() => hotelDetailPane.preload())
    .catch(() => undefined);
}
