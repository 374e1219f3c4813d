import { useListItemSave } from '../use-save';
import { deletePhoto, updatePhoto } from './api';
import { photoKeys } from './queries';

export const useUpdatePhoto = (hotelId: number) =>
  useListItemSave(photoKeys.list(hotelId), updatePhoto, { log: 'Не удалось обновить фото', toast: 'Ошибка при обновлении фото!' });

export const useDeletePhoto = (hotelId: number) =>
  useListItemSave(photoKeys.list(hotelId), deletePhoto, { log: 'Не удалось удалить фото', toast: 'Ошибка при удалении фото!' });
