import type { QueryClient } from '@tanstack/react-query';
import { hotelQuery } from '@/entities/hotels/queries';
import type { DetailTab } from '@/navigation/view-state';
import { loadQuery } from '@/shared/feedback/load-query';
import { lazyWithPreload } from '@/shared/preload/lazy-with-preload';
import { DETAIL_TAB_REGISTRY } from './detail-tab-registry';

// The detail's public face: its pane, loaded on demand as its own chunk, or ahead with `preload`.
export const hotelDetailPane = lazyWithPreload(() => import('./hotel-detail').then((module) => module.HotelDetail));

/**
 * What a hotel's detail shows on `tab`: its code, the hotel, the tab's list and, for a media tab,
 * its code. Settles when all are here or have failed; a failure is the detail's to show.
 */
export async function loadHotelDetail(queryClient: QueryClient, hotelId: number, tab: DetailTab, preload: boolean) {
  const entry = DETAIL_TAB_REGISTRY[tab];
  // The lists hold different items, and TanStack's options types admit no common one; a prefetch
  // reads no item, so the general type loses nothing.
  const list = entry.listQuery(hotelId) as Parameters<typeof loadQuery>[1];
  await Promise.allSettled([
    hotelDetailPane.preload(),
    'preload' in entry ? entry.preload() : undefined,
    loadQuery(queryClient, hotelQuery(hotelId, queryClient), preload),
    // Quietly: the tab reports its list's failure itself, as it asks for it again once shown.
    loadQuery(queryClient, list, true),
  ]);
}
