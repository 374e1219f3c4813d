import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { hideInCachedLists } from '@/shared/deferred-delete/hide-in-lists';
import { useSave } from '../use-save';
import { createHotel, deleteHotel, fetchHotel, updateHotel } from './api';
import { patchCachedHotel } from './hotel-cache';
import { hotelKeys } from './keys';
import type { Hotel } from './schema';

export const useCreateHotel = () =>
  useSave({
    save: createHotel,
    failure: { log: 'Не удалось создать отель', toast: 'Ошибка при создании отеля!' },
    stale: () => [{ queryKey: hotelKeys.lists() }],
  });

export const useUpdateHotel = () =>
  useSave({
    save: updateHotel,
    failure: { log: 'Не удалось обновить отель', toast: 'Ошибка при обновлении отеля!' },
    // Name, status or region may change, and any of them moves the hotel in or out of a list.
    stale: (hotel) => [{ queryKey: hotelKeys.lists() }, { queryKey: hotelKeys.detail(hotel.hotel_id) }],
    refetchOnNotFound: hotelKeys.all,
  });

/** Out of every cached list at once, while its deletion waits for «Отменить» to lapse. */
export const hideCachedHotel = (queryClient: QueryClient, hotelId: number) =>
  hideInCachedLists<Hotel>(queryClient, hotelKeys.lists(), (hotel) => hotel.hotel_id === hotelId);

export const useDeleteHotel = () =>
  useSave({
    save: deleteHotel,
    failure: { log: 'Не удалось удалить отель', toast: 'Ошибка при удалении отеля!' },
    stale: (hotelId) => [{ queryKey: hotelKeys.lists() }, { queryKey: hotelKeys.detail(hotelId) }],
    refetchOnNotFound: hotelKeys.all,
  });

/** Every save of a hotel's active switch; the hotel saved is in the mutation's variables. */
export const hotelActiveMutationKey = [...hotelKeys.all, 'set-active'] as const;

export type SetHotelActive = { hotel: Hotel; isActive: boolean };

/**
 * The active/inactive switch's save, one for all the hotels of a screen: `mutate({ hotel, isActive })`.
 * Every cached copy shows the new state at once; a failure puts back only that hotel's field
 * (another one switched meanwhile keeps its own) and toasts. The callbacks are the mutation's own,
 * not `mutate`'s, so each save runs them to its end even when another hotel is switched meanwhile.
 */
export function useSetHotelActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: hotelActiveMutationKey,
    // The API updates whole hotels: the rest is sent as the server has it now, so another admin's
    // changes since are not written over (a hotel gone meanwhile goes as cached, and is refused).
    mutationFn: async ({ hotel, isActive }: SetHotelActive) =>
      updateHotel({ ...((await fetchHotel(hotel.hotel_id)) ?? hotel), is_active: isActive }),
    meta: {
      failure: { log: 'Не удалось переключить активность отеля', toast: 'Ошибка при обновлении отеля!' },
      refetchOnNotFound: hotelKeys.all,
    },
    onMutate: async ({ hotel, isActive }) => {
      // A list still loading would otherwise land after the switch and show the old state.
      await queryClient.cancelQueries({ queryKey: hotelKeys.all });
      patchCachedHotel(queryClient, { hotel_id: hotel.hotel_id, is_active: isActive });
    },
    onError: (_error, { hotel }) => patchCachedHotel(queryClient, { hotel_id: hotel.hotel_id, is_active: hotel.is_active }),
    // The cache already holds what the server saved; lists are only marked stale, not refetched
    // now, so switching in a region of thousands does not download it again each time.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hotelKeys.lists(), refetchType: 'none' }),
  });
}
