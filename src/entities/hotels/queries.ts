import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { fetchAllHotels, fetchHotel, fetchHotelsByRegion } from './api';
import { freshListedHotel } from './hotel-cache';
import { hotelKeys } from './keys';
import type { Hotel } from './schema';

export const hotelsByRegionQuery = (regionId: number, includeInactive = true) =>
  queryOptions({
    queryKey: hotelKeys.byRegion(regionId, includeInactive),
    queryFn: ({ signal }) => fetchHotelsByRegion(regionId, includeInactive, signal),
    // SPEC.md §8: only logged; the list itself offers to try again.
    meta: { failure: { log: 'Не удалось загрузить отели региона' } },
  });

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
