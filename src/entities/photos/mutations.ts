import { useSave } from '../use-save';
import { deletePhoto, updatePhoto } from './api';
import { photoKeys } from './queries';

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
