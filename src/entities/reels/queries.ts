import { queryOptions } from '@tanstack/react-query';
import { perHotelKeys, useSave } from '../use-save';
import { deleteReel, fetchReels, updateReel } from './api';

export const reelKeys = perHotelKeys('reels');

/** SPEC.md §8's text, also shown in place of the list when it cannot be loaded. */
export const REELS_LOAD_FAILED = 'Ошибка при загрузке рилсов!';

export const reelsQuery = (hotelId: number) =>
  queryOptions({
    queryKey: reelKeys.list(hotelId),
    queryFn: ({ signal }) => fetchReels(hotelId, signal),
    meta: { failure: { log: 'Не удалось загрузить рилсы', toast: REELS_LOAD_FAILED } },
  });

export const useUpdateReel = (hotelId: number) =>
  useSave({
    save: updateReel,
    failure: { log: 'Не удалось обновить рилс', toast: 'Ошибка при обновлении рилса!' },
    stale: () => [{ queryKey: reelKeys.list(hotelId) }],
    refetchOnNotFound: reelKeys.list(hotelId),
  });

export const useDeleteReel = (hotelId: number) =>
  useSave({
    save: deleteReel,
    failure: { log: 'Не удалось удалить рилс', toast: 'Ошибка при удалении рилса!' },
    stale: () => [{ queryKey: reelKeys.list(hotelId) }],
    refetchOnNotFound: reelKeys.list(hotelId),
  });
