import type { QueryClient } from '@tanstack/react-query';
import { hotelsByRegionQuery } from '@/entities/hotels/queries';
import { regionsQuery } from '@/entities/regions/queries';

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
