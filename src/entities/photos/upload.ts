import { useSave } from '../use-save';
import { uploadFile, type UploadOptions } from '@/api/uploader';
import { photoKeys } from './queries';
import type { PhotoUploadFields } from './schema';

/** POST /v1/photos/{hotelId}, multipart `photo_name` + `file`, with progress and cancellation. */
export const uploadPhoto = (hotelId: number, fields: PhotoUploadFields, file: File, options?: UploadOptions) =>
  uploadFile(`v1/photos/${hotelId}`, { photo_name: fields.photo_name }, file, options);

export type PhotoUploadVariables = UploadOptions & { fields: PhotoUploadFields; file: File };

export const useUploadPhoto = (hotelId: number) =>
  useSave({
    save: ({ fields, file, ...options }: PhotoUploadVariables) => uploadPhoto(hotelId, fields, file, options),
    failure: { log: 'Не удалось загрузить файл фото', toast: 'Ошибка при загрузке фото!' },
    stale: () => [{ queryKey: photoKeys.list(hotelId) }],
  });
