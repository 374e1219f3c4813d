import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteReel, fetchReel, fetchReels, updateReel } from './api';

/** `list(hotelId)` is also what an upload invalidates once the file is stored. */
export const reelKeys = {
  all: ['reels'] as const,
  lists: () => [...reelKeys.all, 'list'] as const,
  list: (hotelId: number) => [...reelKeys.lists(), hotelId] as const,
  detail: (id: number) => [...reelKeys.all, 'detail', id] as const,
};

export const reelsQuery = (hotelId: number) =>
  queryOptions({ queryKey: reelKeys.list(hotelId), queryFn: ({ signal }) => fetchReels(hotelId, signal) });

export const reelQuery = (id: number) =>
  queryOptions({ queryKey: reelKeys.detail(id), queryFn: ({ signal }) => fetchReel(id, signal) });

export function useUpdateReel(hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReel,
    onSuccess: (_, reel) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reelKeys.list(hotelId) }),
        queryClient.invalidateQueries({ queryKey: reelKeys.detail(reel.id) }),
      ]),
  });
}

export function useDeleteReel(hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReel,
    onSuccess: (_, id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reelKeys.list(hotelId) }),
        queryClient.invalidateQueries({ queryKey: reelKeys.detail(id) }),
      ]),
  });
}
