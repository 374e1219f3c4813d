import type { QueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import { hotelQuery } from '@/entities/hotels/queries';
import { preloadHotelDetail } from '@/features/hotel-detail';
import { lazyWithPreload } from '@/shared/preload/lazy-with-preload';

// Panes that the first paint of the main screen does not show load on demand, each its own chunk.
// The hotel list too: with its virtual scrolling, filters and switches it is the largest of them,
// and `preloadHotelPanes` fetches it right after the first paint, before a region is clicked.
const hotelList = lazyWithPreload(() => import('./hotels/hotel-list').then((module) => module.HotelList));
const hotelForm = lazyWithPreload(() => import('./hotels/hotel-form').then((module) => module.HotelForm));

export const HotelList = hotelList.Component;
export const HotelForm = hotelForm.Component;
export const RegionForm = lazy(() => import('./regions/region-form').then((module) => ({ default: module.RegionForm })));
// The search and the detail are other features: their public index gives them already lazy.
export { HotelDetail } from '@/features/hotel-detail';
export { HotelSearch } from '@/features/search';

/**
 * The pane a region click opens, then the form its edit buttons open and the detail its
 * «Подробнее» opens, fetched while the admin is still looking at the first screen: the list first,
 * since it is needed first. Once here, a hotel whose data is saved opens even if the connection
 * goes.
 */
export function preloadHotelPanes(): void {
  hotelList
    .preload()
    .then(() => hotelForm.preload())
    .then(() => preloadHotelDetail())
    .catch(() => undefined);
}

/**
 * The edit form's code and its hotel, fetched while the admin's pointer or finger is on an edit
 * button. A failure stays silent: the form loads both again when it opens, and reports.
 */
export function preloadHotelForm(queryClient: QueryClient, hotelId: number): void {
  hotelForm.preload().catch(() => undefined);
  void queryClient.prefetchQuery(hotelQuery(hotelId, queryClient));
}
