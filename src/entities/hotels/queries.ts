import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { createHotel, deleteHotel, fetchAllHotels, fetchHotel, fetchHotelsByRegion, updateHotel } from './api';
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

/** `null` when the server has no such hotel: TanStack Query does not accept `undefined` as data. */
export const hotelQuery = (hotelId: number) =>
  queryOptions({
    queryKey: hotelKeys.detail(hotelId),
    queryFn: async ({ signal }): Promise<Hotel | null> => (await fetchHotel(hotelId, signal)) ?? null,
    meta: { failure: { log: 'Не удалось загрузить отель', toast: 'Ошибка при загрузке данных отеля!' } },
  });

export function useCreateHotel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHotel,
    meta: { failure: { log: 'Не удалось создать отель', toast: 'Ошибка при создании отеля!' } },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hotelKeys.lists() }),
  });
}

export function useUpdateHotel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHotel,
    meta: {
      failure: { log: 'Не удалось обновить отель', toast: 'Ошибка при обновлении отеля!' },
      refetchOnNotFound: hotelKeys.all,
    },
    // Name, status or region may change, and any of them moves the hotel in or out of a list.
    onSuccess: (_, hotel) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: hotelKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: hotelKeys.detail(hotel.hotel_id) }),
      ]),
  });
}

export function useDeleteHotel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHotel,
    meta: {
      failure: { log: 'Не удалось удалить отель', toast: 'Ошибка при удалении отеля!' },
      refetchOnNotFound: hotelKeys.all,
    },
    onSuccess: (_, hotelId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: hotelKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: hotelKeys.detail(hotelId) }),
      ]),
  });
}
