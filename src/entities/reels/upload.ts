import { useSave } from '../use-save';
import { uploadFile, type UploadOptions } from '@/api/uploader';
import { reelKeys } from './queries';
import type { ReelUploadFields } from './schema';

/** POST /v1/reels/{hotelId}, multipart `reels_name`, `file_id` + `file`, with progress and cancellation. */
export const uploadReel = (hotelId: number, fields: ReelUploadFields, file: File, options?: UploadOptions) =>
  uploadFile(`v1/reels/${hotelId}`, { reels_name: fields.reels_name, file_id: fields.file_id }, file, options);

export type ReelUploadVariables = UploadOptions & { fields: ReelUploadFields; file: File };

export const useUploadReel = (hotelId: number) =>
  useSave({
    save: ({ fields, file, ...options }: ReelUploadVariables) => uploadReel(hotelId, fields, file, options),
    failure: { log: 'Не удалось загрузить файл рилса', toast: 'Ошибка при создании рилса!' },
    stale: () => [{ queryKey: reelKeys.list(hotelId) }],
  });
