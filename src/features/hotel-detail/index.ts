import type { QueryClient } from '@tanstack/react-query';
import type { DetailTab } from '@/navigation/view-state';
import { lazyWithPreload } from '@/shared/preload/lazy-with-preload';

// The detail's public face: its pane, loaded on demand as its own chunk, or ahead with `preload`.
const hotelDetail = lazyWithPreload(() => import('./hotel-detail').then((module) => module.HotelDetail));
export const HotelDetail = hotelDetail.Component;
export const preloadHotelDetail = hotelDetail.preload;

/**
 * Readies a tab of the open hotel (its list, a media tab's code) while the admin reaches for it.
 * Only asked while the detail is shown, so its chunk is already there.
 */
export function preloadHotelTab(queryClient: QueryClient, hotelId: number, tab: DetailTab): void {
  import('./prefetch-tab-list').then(({ preloadTab }) => preloadTab(queryClient, hotelId, tab), () => undefined);
}
