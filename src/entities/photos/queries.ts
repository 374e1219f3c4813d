import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { deletePhoto, fetchPhoto, fetchPhotos, updatePhoto } from './api';

/** `list(hotelId)` is also what an upload invalidates once the file is stored. */
export const photoKeys = {
  all: ['photos'] as const,
  lists: () => [...photoKeys.all, 'list'] as const,
  list: (hotelId: number) => [...photoKeys.lists(), hotelId] as const,
  detail: (id: number) => [...photoKeys.all, 'detail', id] as const,
};

export const photosQuery = (hotelId: number) =>
  queryOptions({ queryKey: photoKeys.list(hotelId), queryFn: ({ signal }) => fetchPhotos(hotelId, signal) });

export const photoQuery = (id: number) =>
  queryOptions({ queryKey: photoKeys.detail(id), queryFn: ({ signal }) => fetchPhoto(id, signal) });

export function useUpdatePhoto(hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePhoto,
    onSuccess: (_, photo) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: photoKeys.list(hotelId) }),
        queryClient.invalidateQueries({ queryKey: photoKeys.detail(photo.id) }),
      ]),
  });
}

export function useDeletePhoto(hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePhoto,
    onSuccess: (_, id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: photoKeys.list(hotelId) }),
        queryClient.invalidateQueries({ queryKey: photoKeys.detail(id) }),
      ]),
  });
}
