import type { QueryClient } from '@tanstack/react-query';
import { hotelQuery } from '@/entities/hotels/queries';
import type { DetailTab } from '@/navigation/view-state';
import { loadQuery } from '@/shared/feedback/load-query';
import { lazyWithPreload } from '@/shared/preload/lazy-with-preload';

// The detail's public face: its pane, loaded on demand as its own chunk, or ahead with `preload`.
export const hotelDetailPane = lazyWithPreload(() => import('./hotel-detail').then((module) => module.HotelDetail));

/**
 * What a hotel's detail shows on `tab`: its code, the hotel, the tab's list and code. Settles when
 * all are here or have failed; a failure is the detail's to show. What the tabs are is known to the
 * detail's code, which the first screen does without, so their lists follow that code.
 */
export async function loadHotelDetail(queryClient: QueryClient, hotelId: number, tab: DetailTab, preload: boolean) {
  await Promise.allSettled([
    hotelDetailPane.preload(),
    loadQuery(queryClient, hotelQuery(hotelId, queryClient), preload),
    import('./load-tab').then(({ loadTab }) => loadTab(queryClient, hotelId, tab)),
  ]);
}
