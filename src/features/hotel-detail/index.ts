import type { QueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import type { DetailTab } from '@/shared/navigation/view-state';

// The detail's public face: its pane, loaded on demand as its own chunk.
export const HotelDetail = lazy(() => import('./hotel-detail').then((module) => ({ default: module.HotelDetail })));

/**
 * Readies a tab of the open hotel (its list, a media tab's code) while the admin reaches for it.
 * Only asked while the detail is shown, so its chunk is already there.
 */
export function preloadHotelTab(queryClient: QueryClient, hotelId: number, tab: DetailTab): void {
  import('./prefetch-tab-list').then(({ preloadTab }) => preloadTab(queryClient, hotelId, tab), () => undefined);
}
