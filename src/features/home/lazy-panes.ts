import { lazy } from 'react';

// Panes that the first paint of the main screen does not show load on demand, each its own chunk.
export const RegionForm = lazy(() => import('./regions/region-form').then((module) => ({ default: module.RegionForm })));
export const HotelForm = lazy(() => import('./hotels/hotel-form').then((module) => ({ default: module.HotelForm })));
export const HotelSearch = lazy(() =>
  import('@/features/search/hotel-search').then((module) => ({ default: module.HotelSearch })),
);
export const HotelDetail = lazy(() =>
  import('@/features/hotel-detail/hotel-detail').then((module) => ({ default: module.HotelDetail })),
);
