import type { QueryClient } from '@tanstack/react-query';
import type { HomeSearch } from '@/navigation/view-state';
import { mayPreload } from '@/shared/preload/may-preload';
import { prefetchRegionHotels } from './hotels/prefetch-region-hotels';
import { preloadHotelForm } from './lazy-panes';

/** What of the address decides the view's data: the main screen's loader runs again when it changes. */
export type ViewDeps = Pick<HomeSearch, 'view' | 'regionId' | 'hotelId'>;

/**
 * Starts what the view at an address shows, from the main screen's loader. Never awaited: the
 * screen draws at once and shows its own loading. A region's hotels start on the way to its list,
 * beside the list's code; the rest only when a link to the view shows the admin's intent (the
 * router's preloading), since the pane loads its own data as it opens, and not on a data-saving
 * connection.
 */
export function preloadView(queryClient: QueryClient, { view, regionId, hotelId }: ViewDeps, onIntent: boolean): void {
  if (view === 'HOTEL_LIST' && regionId !== undefined) prefetchRegionHotels(queryClient, regionId);
  if (!onIntent || !mayPreload()) return;
  if (view === 'HOTEL_MANAGE' && hotelId !== undefined) preloadHotelForm(queryClient, hotelId);
}
