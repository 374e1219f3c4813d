import { queryOptions } from '@tanstack/react-query';
import { perHotelKeys } from '../use-save';
import { fetchReels } from './api';

export const reelKeys = perHotelKeys('reels');

/** SPEC.md §8's text, also shown in place of the list when it cannot be loaded. */
export const REELS_LOAD_FAILED = 'Ошибка при загрузке рилсов!';

export const reelsQuery = (hotelId: number) =>
  queryOptions({
    queryKey: reelKeys.list(hotelId),
    queryFn: ({ signal }) => fetchReels(hotelId, signal),
    meta: { failure: { log: 'Не удалось загрузить рилсы', toast: REELS_LOAD_FAILED } },
  });
