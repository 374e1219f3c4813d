import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { loadQuery } from '@/shared/feedback/load-query';
import { fetchAllHotels, fetchHotel, fetchHotelsByRegion } from './api';
import { forgetFirstScreen, showFirstScreen, untilFirstScreen, type FirstScreen } from './first-screen';
import { freshListedHotel } from './hotel-cache';
import { hotelKeys } from './keys';
import type { Hotel } from './schema';

export const hotelsByRegionQuery = (regionId: number, includeInactive = true) =>
  queryOptions({
    queryKey: hotelKeys.byRegion(regionId, includeInactive),
    // Without the abort signal: a list drawn from its first screen already observes the query while
    // the rest is checked, and an observer gone meanwhile (another region chosen at once) must not
    // throw the answer away; kept, it opens the region at once on the way back.
    queryFn: ({ client, queryKey }) => {
      forgetFirstScreen(client, queryKey);
      // A list already on screen is replaced whole: a first screen of the new answer would draw nothing.
      const showFirst = client.getQueryData(queryKey) === undefined ? (screen: FirstScreen) => showFirstScreen(client, queryKey, screen) : undefined;
      return fetchHotelsByRegion(regionId, includeInactive, showFirst);
    },
    // Only logged (docs/product.md, Errors); the list itself offers to try again.
    meta: { failure: { log: 'Не удалось загрузить отели региона' } },
  });

/**
 * Readies a region's hotels for its list from a route's loader, as `loadQuery` does, but settles as
 * soon as their first screen is checked, which `useRegionHotels` draws while the rest is checked.
 */
export function loadRegionHotels(queryClient: QueryClient, regionId: number, preload: boolean): Promise<void> {
  const options = hotelsByRegionQuery(regionId);
  return untilFirstScreen(queryClient, options.queryKey, loadQuery(queryClient, options, preload));
}

/** Whether a region's hotels are cached or on their way, so that asking for them again would add nothing. */
export function regionHotelsAsked(queryClient: QueryClient, regionId: number): boolean {
  const state = queryClient.getQueryState(hotelsByRegionQuery(regionId).queryKey);
  return state !== undefined && (state.data !== undefined || state.fetchStatus === 'fetching');
}

export const allHotelsQuery = (includeInactive = true) =>
  queryOptions({
    queryKey: hotelKeys.allHotels(includeInactive),
    queryFn: ({ signal }) => fetchAllHotels(includeInactive, signal),
    meta: { failure: { log: 'Не удалось загрузить все отели', toast: 'Ошибка при загрузке всех отелей!' } },
  });

/**
 * `null` when the server has no such hotel: TanStack Query does not accept `undefined` as data.
 * Until it has its own answer, it starts from a fresh list's copy of the hotel (see `freshListedHotel`).
 */
export const hotelQuery = (hotelId: number, queryClient: QueryClient) =>
  queryOptions({
    queryKey: hotelKeys.detail(hotelId),
    queryFn: async ({ signal }): Promise<Hotel | null> => (await fetchHotel(hotelId, signal)) ?? null,
    initialData: () => freshListedHotel(queryClient, hotelId)?.hotel,
    initialDataUpdatedAt: () => freshListedHotel(queryClient, hotelId)?.updatedAt,
    meta: { failure: { log: 'Не удалось загрузить отель', toast: 'Ошибка при загрузке данных отеля!' } },
  });
