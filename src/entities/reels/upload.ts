import { uploadFile } from '@/api/uploader';
import { useSave, type Upload } from '../use-save';
import { reelKeys } from './queries';
import type { Reel } from './schema';

/** POST /v1/reels/{hotelId}, multipart `reels_name`, `file_id` + `file`, with progress and cancellation. */
export const useUploadReel = (hotelId: number) =>
  useSave({
    save: ({ fields: { reels_name, file_id }, file, ...options }: Upload<Pick<Reel, 'reels_name' | 'file_id'>>) =>
      uploadFile(`v1/reels/${hotelId}`, { reels_name, file_id }, file, options),
    failure: { log: 'Не удалось загрузить файл рилса', toast: 'Ошибка при создании рилса!' },
    stale: () => [{ queryKey: reelKeys.list(hotelId) }],
  });
