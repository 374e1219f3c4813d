import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteVideo, fetchVideo, fetchVideos, updateVideo } from './api';

/** `list(hotelId)` is also what an upload invalidates once the file is stored. */
export const videoKeys = {
  all: ['videos'] as const,
  lists: () => [...videoKeys.all, 'list'] as const,
  list: (hotelId: number) => [...videoKeys.lists(), hotelId] as const,
  detail: (id: number) => [...videoKeys.all, 'detail', id] as const,
};

export const videosQuery = (hotelId: number) =>
  queryOptions({ queryKey: videoKeys.list(hotelId), queryFn: ({ signal }) => fetchVideos(hotelId, signal) });

export const videoQuery = (id: number) =>
  queryOptions({ queryKey: videoKeys.detail(id), queryFn: ({ signal }) => fetchVideo(id, signal) });

export function useUpdateVideo(hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVideo,
    onSuccess: (_, video) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: videoKeys.list(hotelId) }),
        queryClient.invalidateQueries({ queryKey: videoKeys.detail(video.id) }),
      ]),
  });
}

export function useDeleteVideo(hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVideo,
    onSuccess: (_, id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: videoKeys.list(hotelId) }),
        queryClient.invalidateQueries({ queryKey: videoKeys.detail(id) }),
      ]),
  });
}
