import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteReel, fetchReels, updateReel } from './api';

/** `list(hotelId)` is also what an upload invalidates once the file is stored. */
export const reelKeys = {
  all: ['reels'] as const,
  lists: () => [...reelKeys.all, 'list'] as const,
  list: (hotelId: number) => [...reelKeys.lists(), hotelId] as const,
};

/** SPEC.md §8's text, also shown in place of the list when it cannot be loaded. */
export const REELS_LOAD_FAILED = 'Ошибка при загрузке рилсов!';

export const reelsQuery = (hotelId: number) =>
  queryOptions({
    queryKey: reelKeys.list(hotelId),
    queryFn: ({ signal }) => fetchReels(hotelId, signal),
    meta: { failure: { log: 'Не удалось загрузить рилсы', toast: REELS_LOAD_FAILED } },
  });

export function useUpdateReel(hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReel,
    meta: {
      failure: { log: 'Не удалось обновить рилс', toast: 'Ошибка при обновлении рилса!' },
      refetchOnNotFound: reelKeys.list(hotelId),
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reelKeys.list(hotelId) }),
  });
}

export function useDeleteReel(hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReel,
    meta: {
      failure: { log: 'Не удалось удалить рилс', toast: 'Ошибка при удалении рилса!' },
      refetchOnNotFound: reelKeys.list(hotelId),
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reelKeys.list(hotelId) }),
  });
}
