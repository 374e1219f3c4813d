import type { QueryClient } from '@tanstack/react-query';
import { fetchAllHotels } from '@/entities/hotels/api';
import { allHotelsQuery } from '@/entities/hotels/queries';
import { loadQuery } from '@/shared/feedback/load-query';
import { lazyWithPreload } from '@/shared/preload/lazy-with-preload';

// The search's public face: its pane, loaded on demand as its own chunk.
export const hotelSearchPane = lazyWithPreload(() => import('./hotel-search').then((module) => module.HotelSearch));

/**
 * The search's code, with the catalogue it searches on its way beside it rather than after it. Only
 * the code is waited for: the search box is of use before thousands of hotels have come, and the
 * pane shows them loading (and a failure) itself. This request is given no abort signal: the pane
 * that mounts meanwhile would cancel it whenever it mounts twice (React's strict mode), and a
 * catalogue on its way is worth keeping for the next search even when this one is left.
 */
export async function loadHotelSearch(queryClient: QueryClient, preload: boolean): Promise<void> {
  void loadQuery(queryClient, { ...allHotelsQuery(), queryFn: () => fetchAllHotels() }, preload);
  await hotelSearchPane.preload();
}
