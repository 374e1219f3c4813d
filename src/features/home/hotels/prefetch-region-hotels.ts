import type { QueryClient } from '@tanstack/react-query';
import { hotelsByRegionQuery } from '@/entities/hotels/queries';
import { regionsQuery } from '@/entities/regions/queries';
import type { HomeSearch } from '@/shared/navigation/view-state';

/**
 * Starts loading a region's hotels as the navigation to its list begins, alongside the list's
 * code and first render rather than after them. Only for a region the cached list knows: an old
 * link to a deleted region asks for nothing. A fresh list is not asked for again.
 */
export function prefetchRegionHotels(queryClient: QueryClient, { view, regionId }: HomeSearch): void {
  if (view !== 'HOTEL_LIST' || regionId === undefined) return;
  const regions = queryClient.getQueryData(regionsQuery().queryKey);
  if (!regions?.some((region) => region.id === regionId)) return;
  void queryClient.prefetchQuery(hotelsByRegionQuery(regionId));
}
