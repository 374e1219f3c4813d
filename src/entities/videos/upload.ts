import { uploadFile } from '@/api/uploader';
import { useSave, type Upload } from '../use-save';
import { videoKeys } from './queries';
import type { Video } from './schema';

/** POST /v1/videos/{hotelId}, multipart `video_name`, `file_id` + `file`, with progress and cancellation. */
export const useUploadVideo = (hotelId: number) =>
  useSave({
    save: ({ fields: { video_name, file_id }, file, ...options }: Upload<Pick<Video, 'video_name' | 'file_id'>>) =>
      uploadFile(`v1/videos/${hotelId}`, { video_name, file_id }, file, options),
    failure: { log: 'Не удалось загрузить файл видео', toast: 'Ошибка при загрузке видео!' },
    stale: () => [{ queryKey: videoKeys.list(hotelId) }],
  });
