import type { QueryClient } from '@tanstack/react-query';
import { beachesQuery } from '@/entities/beaches/queries';
import { hotelQuery, hotelsByRegionQuery, loadRegionHotels } from '@/entities/hotels/queries';
import { regionQuery, regionsQuery } from '@/entities/regions/queries';
import { loadHotelDetail } from '@/features/hotel-detail';
import { loadHotelSearch } from '@/features/search';
import { showsArrivalOrder, type HomeSearch, type HotelListView } from '@/navigation/view-state';
import { loadQuery } from '@/shared/feedback/load-query';
import { isHotelTableLayout } from './hotels/hotel-table-layout';
import { hotelFormPane, hotelListPane, regionFormPane } from './lazy-panes';

/** What of the address decides the view's data: the main screen's loader runs again when it changes. */
export type ViewDeps = Pick<HomeSearch, 'view' | 'regionId' | 'hotelId' | 'tab'>;

/**
 * Readies the code and data of the view at an address for the main screen's loader, so the view
 * draws once, complete (a region's hotels in name order: once their first screen is, see
 * `loadRegionHotels`). Settles when all is here or has failed (the pane shows it): never fails the route.
 */
export async function loadView(queryClient: QueryClient, deps: ViewDeps, preload: boolean, listView: HotelListView): Promise<void> {
  await Promise.allSettled(viewLoads(queryClient, deps, preload, listView));
}

function viewLoads(queryClient: QueryClient, { view, regionId, hotelId, tab }: ViewDeps, preload: boolean, listView: HotelListView) {
  switch (view) {
    case 'HOTEL_LIST':
      return regionId === undefined
        ? []
        : [hotelListPane.preload(), loadHotelList(queryClient, regionId, preload, showsArrivalOrder(listView))];
    case 'HOTEL_DETAIL':
      return hotelId === undefined ? [] : [loadHotelDetail(queryClient, hotelId, tab ?? 'news', preload)];
    case 'HOTEL_MANAGE':
      return hotelId === undefined
        ? [hotelFormPane.preload()]
        : [hotelFormPane.preload(), loadQuery(queryClient, hotelQuery(hotelId, queryClient), preload)];
    case 'REGION_MANAGE':
      return regionId === undefined
        ? [regionFormPane.preload()]
        : [regionFormPane.preload(), loadRegion(queryClient, regionId, preload)];
    case 'HOTEL_SEARCH':
      return [loadHotelSearch(queryClient, preload)];
    default:
      return [];
  }
}

/** A region, once the regions are here: the list's copy is the whole region, and costs no request. */
async function loadRegion(queryClient: QueryClient, regionId: number, preload: boolean): Promise<void> {
  await queryClient.ensureQueryData(regionsQuery());
  await loadQuery(queryClient, regionQuery(regionId, queryClient), preload);
}

/**
 * A region's hotels, once the regions list it: an old link to a deleted region asks for nothing.
 * Shown by name with none filtered out (`byName`), the list draws from its first screen, so the wait
 * ends once that is checked. The desktop's table also names each hotel's beach: the region's beaches
 * come alongside.
 */
async function loadHotelList(queryClient: QueryClient, regionId: number, preload: boolean, byName: boolean): Promise<void> {
  const regions = await queryClient.ensureQueryData(regionsQuery());
  if (!regions.some((region) => region.id === regionId)) return;
  await Promise.all([
    byName ? loadRegionHotels(queryClient, regionId, preload) : loadQuery(queryClient, hotelsByRegionQuery(regionId), preload),
    isHotelTableLayout() ? loadQuery(queryClient, beachesQuery({ region_id: regionId }), preload) : undefined,
  ]);
}
