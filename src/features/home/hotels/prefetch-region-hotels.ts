import type { QueryClient } from '@tanstack/react-query';
import { hotelsByRegionQuery } from '@/entities/hotels/queries';
import { regionsQuery } from '@/entities/regions/queries';
import { settleWithin } from '@/shared/async/settle-within';

/**
 * How long a region click keeps the current screen while the region's hotels, already on their way,
 * arrive. Past it the list opens on its loading rows, so a slow network never leaves a click unanswered.
 */
export const HOTELS_ARRIVAL_WAIT_MS = 500;

/**
 * Starts loading a region's hotels before its list draws: when the admin shows the intent to open
 * it, and as the navigation to it begins, alongside the list's code and first render. Only for a
 * region the cached list knows: an old link to a deleted region asks for nothing. A fresh list is
 * not asked for again.
 */
export function prefetchRegionHotels(queryClient: QueryClient, regionId: number): void {
  const regions = queryClient.getQueryData(regionsQuery().queryKey);
  if (!regions?.some((region) => region.id === regionId)) return;
  void queryClient.prefetchQuery(hotelsByRegionQuery(regionId));
}

/**
 * Settles once the region's hotels requested on the admin's intent have arrived (or failed), or after
 * `HOTELS_ARRIVAL_WAIT_MS`, whichever is first; at once when none are on their way or some are cached.
 * Opening the list after it lets the list draw once, complete: drawn first on its loading rows, that
 * render and the list's own come one after the other on a phone's single busy thread, and the
 * complete list is late by the whole first render.
 */
export function regionHotelsArrival(queryClient: QueryClient, regionId: number): Promise<void> {
  const query = hotelsByRegionQuery(regionId);
  const state = queryClient.getQueryState(query.queryKey);
  if (state?.fetchStatus !== 'fetching' || state.data !== undefined) return Promise.resolve();
  // A failure is the list's to show (it offers to try again): here it only ends the wait.
  const arrived = queryClient.ensureQueryData(query).then(
    () => undefined,
    () => undefined,
  );
  return settleWithin(arrived, HOTELS_ARRIVAL_WAIT_MS);
}
