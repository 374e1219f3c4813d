import { useSave } from '../use-save';
import { uploadFile, type UploadOptions } from '@/api/uploader';
import { videoKeys } from './queries';
import type { VideoUploadFields } from './schema';

/** POST /v1/videos/{hotelId}, multipart `video_name`, `file_id` + `file`, with progress and cancellation. */
export const uploadVideo = (hotelId: number, fields: VideoUploadFields, file: File, options?: UploadOptions) =>
  uploadFile(`v1/videos/${hotelId}`, { video_name: fields.video_name, file_id: fields.file_id }, file, options);

export type VideoUploadVariables = UploadOptions & { fields: VideoUploadFields; file: File };

export const useUploadVideo = (hotelId: number) =>
  useSave({
    save: ({ fields, file, ...options }: VideoUploadVariables) => uploadVideo(hotelId, fields, file, options),
    failure: { log: 'Не удалось загрузить файл видео', toast: 'Ошибка при загрузке видео!' },
    stale: () => [{ queryKey: videoKeys.list(hotelId) }],
  });
