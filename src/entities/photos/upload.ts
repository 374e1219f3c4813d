import { uploadFile } from '@/api/uploader';
import { useSave, type Upload } from '../use-save';
import { photoKeys } from './queries';
import type { Photo } from './schema';

/** POST /v1/photos/{hotelId}, multipart `photo_name` + `file`, with progress and cancellation. */
export const useUploadPhoto = (hotelId: number) =>
  useSave({
    save: ({ fields: { photo_name }, file, ...options }: Upload<Pick<Photo, 'photo_name'>>) =>
      uploadFile(`v1/photos/${hotelId}`, { photo_name }, file, options),
    failure: { log: 'Не удалось загрузить файл фото', toast: 'Ошибка при загрузке фото!' },
    stale: () => [{ queryKey: photoKeys.list(hotelId) }],
  });
