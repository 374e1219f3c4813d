import { queryOptions } from '@tanstack/react-query';
import { perHotelKeys, useSave } from '../use-save';
import { deletePhoto, fetchPhotos, updatePhoto } from './api';

export const photoKeys = perHotelKeys('photos');

/** SPEC.md §8's text, also shown in place of the list when it cannot be loaded. */
export const PHOTOS_LOAD_FAILED = 'Ошибка при загрузке фотографий!';

export const photosQuery = (hotelId: number) =>
  queryOptions({
    queryKey: photoKeys.list(hotelId),
    queryFn: ({ signal }) => fetchPhotos(hotelId, signal),
    meta: { failure: { log: 'Не удалось загрузить фотографии', toast: PHOTOS_LOAD_FAILED } },
  });

export const useUpdatePhoto = (hotelId: number) =>
  useSave({
    save: updatePhoto,
    failure: { log: 'Не удалось обновить фото', toast: 'Ошибка при обновлении фото!' },
    stale: () => [{ queryKey: photoKeys.list(hotelId) }],
    refetchOnNotFound: photoKeys.list(hotelId),
  });

export const useDeletePhoto = (hotelId: number) =>
  useSave({
    save: deletePhoto,
    failure: { log: 'Не удалось удалить фото', toast: 'Ошибка при удалении фото!' },
    stale: () => [{ queryKey: photoKeys.list(hotelId) }],
    refetchOnNotFound: photoKeys.list(hotelId),
  });
