import { useSave } from '../use-save';
import { deleteVideo, updateVideo } from './api';
import { videoKeys } from './queries';

export const useUpdateVideo = (hotelId: number) =>
  useSave({
    save: updateVideo,
    failure: { log: 'Не удалось обновить видео', toast: 'Ошибка при обновлении видео!' },
    stale: (video) => [{ queryKey: videoKeys.list(hotelId) }, { queryKey: videoKeys.detail(video.id) }],
    refetchOnNotFound: videoKeys.list(hotelId),
  });

export const useDeleteVideo = (hotelId: number) =>
  useSave({
    save: deleteVideo,
    failure: { log: 'Не удалось удалить видео', toast: 'Ошибка при удалении видео!' },
    stale: (id) => [{ queryKey: videoKeys.list(hotelId) }, { queryKey: videoKeys.detail(id) }],
    refetchOnNotFound: videoKeys.list(hotelId),
  });
