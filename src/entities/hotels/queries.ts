import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { createHotel, deleteHotel, fetchAllHotels, fetchHotel, fetchHotelsByRegion, updateHotel } from './api';
import type { Hotel } from './schema';

export const hotelKeys = {
  all: ['hotels'] as const,
  lists: () => [...hotelKeys.all, 'list'] as const,
  byRegion: (regionId: number, includeInactive = true) =>
    [...hotelKeys.lists(), 'region', regionId, { includeInactive }] as const,
  allHotels: (includeInactive = true) => [...hotelKeys.lists(), 'all', { includeInactive }] as const,
  detail: (hotelId: number) => [...hotelKeys.all, 'detail', hotelId] as const,
};

export const hotelsByRegionQuery = (regionId: number, includeInactive = true) =>
  queryOptions({
    queryKey: hotelKeys.byRegion(regionId, includeInactive),
    queryFn: ({ signal }) => fetchHotelsByRegion(regionId, includeInactive, signal),
  });

export const allHotelsQuery = (includeInactive = true) =>
  queryOptions({
    queryKey: hotelKeys.allHotels(includeInactive),
    queryFn: ({ signal }) => fetchAllHotels(includeInactive, signal),
  });

/** `null` when the server has no such hotel: TanStack Query does not accept `undefined` as data. */
export const hotelQuery = (hotelId: number) =>
  queryOptions({
    queryKey: hotelKeys.detail(hotelId),
    queryFn: async ({ signal }): Promise<Hotel | null> => (await fetchHotel(hotelId, signal)) ?? null,
  });

export function useCreateHotel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHotel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hotelKeys.lists() }),
  });
}

export function useUpdateHotel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHotel,
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
    onSuccess: (_, hotelId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: hotelKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: hotelKeys.detail(hotelId) }),
      ]),
  });
}
