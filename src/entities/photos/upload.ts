import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadFile, type UploadOptions } from '@/api/uploader';
import { photoKeys } from './queries';
import type { PhotoUploadFields } from './schema';

/** POST /v1/photos/{hotelId}, multipart `photo_name` + `file`, with progress and cancellation. */
export const uploadPhoto = (hotelId: number, fields: PhotoUploadFields, file: File, options?: UploadOptions) =>
  uploadFile(`v1/photos/${hotelId}`, { photo_name: fields.photo_name }, file, options);

export type PhotoUploadVariables = UploadOptions & { fields: PhotoUploadFields; file: File };

export function useUploadPhoto(hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, file, ...options }: PhotoUploadVariables) => uploadPhoto(hotelId, fields, file, options),
    meta: { failure: { log: 'Не удалось загрузить файл фото', toast: 'Ошибка при загрузке фото!' } },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: photoKeys.list(hotelId) }),
  });
}
