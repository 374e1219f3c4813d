import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteVideo, fetchVideo, fetchVideos, updateVideo } from './api';

/** `list(hotelId)` is also what an upload invalidates once the file is stored. */
export const videoKeys = {
  all: ['videos'] as const,
  lists: () => [...videoKeys.all, 'list'] as const,
  list: (hotelId: number) => [...videoKeys.lists(), hotelId] as const,
  detail: (id: number) => [...videoKeys.all, 'detail', id] as const,
};

/** SPEC.md §8's text, also shown in place of the list when it cannot be loaded. */
export const VIDEOS_LOAD_FAILED = 'Ошибка при загрузке видео!';

export const videosQuery = (hotelId: number) =>
  queryOptions({
    queryKey: videoKeys.list(hotelId),
    queryFn: ({ signal }) => fetchVideos(hotelId, signal),
    meta: { failure: { log: 'Не удалось загрузить список видео', toast: VIDEOS_LOAD_FAILED } },
  });

/** One video is read afresh when the admin starts editing it; SPEC.md §8 names this read's failure. */
export const VIDEO_EDIT_LOAD_FAILURE = {
  log: 'Не удалось загрузить видео для редактирования',
  toast: 'Ошибка при загрузке данных для редактирования!',
};

export const videoQuery = (id: number) =>
  queryOptions({
    queryKey: videoKeys.detail(id),
    queryFn: ({ signal }) => fetchVideo(id, signal),
    meta: { failure: VIDEO_EDIT_LOAD_FAILURE },
  });

export function useUpdateVideo(hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVideo,
    meta: {
      failure: { log: 'Не удалось обновить видео', toast: 'Ошибка при обновлении видео!' },
      refetchOnNotFound: videoKeys.list(hotelId),
    },
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
    meta: {
      failure: { log: 'Не удалось удалить видео', toast: 'Ошибка при удалении видео!' },
      refetchOnNotFound: videoKeys.list(hotelId),
    },
    onSuccess: (_, id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: videoKeys.list(hotelId) }),
        queryClient.invalidateQueries({ queryKey: videoKeys.detail(id) }),
      ]),
  });
}
