import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { deletePhoto, fetchPhotos, updatePhoto } from './api';

/** `list(hotelId)` is also what an upload invalidates once the file is stored. */
export const photoKeys = {
  all: ['photos'] as const,
  lists: () => [...photoKeys.all, 'list'] as const,
  list: (hotelId: number) => [...photoKeys.lists(), hotelId] as const,
};

/** SPEC.md §8's text, also shown in place of the list when it cannot be loaded. */
export const PHOTOS_LOAD_FAILED = 'Ошибка при загрузке фотографий!';

export const photosQuery = (hotelId: number) =>
  queryOptions({
    queryKey: photoKeys.list(hotelId),
    queryFn: ({ signal }) => fetchPhotos(hotelId, signal),
    meta: { failure: { log: 'Не удалось загрузить фотографии', toast: PHOTOS_LOAD_FAILED } },
  });

export function useUpdatePhoto(hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePhoto,
    meta: {
      failure: { log: 'Не удалось обновить фото', toast: 'Ошибка при обновлении фото!' },
      refetchOnNotFound: photoKeys.list(hotelId),
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: photoKeys.list(hotelId) }),
  });
}

export function useDeletePhoto(hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePhoto,
    meta: {
      failure: { log: 'Не удалось удалить фото', toast: 'Ошибка при удалении фото!' },
      refetchOnNotFound: photoKeys.list(hotelId),
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: photoKeys.list(hotelId) }),
  });
}
