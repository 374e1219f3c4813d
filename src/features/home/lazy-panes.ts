import { lazy } from 'react';

// Panes that the first paint of the main screen does not show load on demand, each its own chunk.
export const RegionForm = lazy(() => import('./regions/region-form').then((module) => ({ default: module.RegionForm })));
export const HotelForm = lazy(() => import('./hotels/hotel-form').then((module) => ({ default: module.HotelForm })));
// The search and the detail are other features: their public index gives them already lazy.
export { HotelDetail } from '@/features/hotel-detail';
export { HotelSearch } from '@/features/search';
