import { useQuery, useQueryClient } from '@tanstack/react-query';
import { VIDEO_EDIT_LOAD_FAILURE, VIDEOS_LOAD_FAILED, videoQuery, videosQuery } from '@/entities/videos/queries';
import { useDeleteVideo, useUpdateVideo } from '@/entities/videos/mutations';
import type { Video } from '@/entities/videos/schema';
import { useUploadVideo } from '@/entities/videos/upload';
import { reportFailure } from '@/shared/feedback/report-failure';
import type { MediaItem, MediaOperations } from './media-kind';
import { mediaTab } from './media-tab';
import { VideoPlayer } from './video-player';

const toItem = ({ id, video_name, file_id, video_path, thumbnail_path }: Video): MediaItem => ({
  id,
  name: video_name,
  fileId: file_id,
  path: video_path,
  previewPath: thumbnail_path ?? null,
});
const toItems = (videos: Video[]): MediaItem[] => videos.map(toItem);

function useVideoOperations(hotelId: number): MediaOperations {
  const queryClient = useQueryClient();
  const items = useQuery({ ...videosQuery(hotelId), select: toItems });
  const { mutateAsync: upload } = useUploadVideo(hotelId);
  const { mutateAsync: update } = useUpdateVideo(hotelId);
  const { mutateAsync: remove } = useDeleteVideo(hotelId);
  return {
    items,
    upload: ({ name, fileId }, file, options) =>
      upload({ fields: { video_name: name, file_id: fileId }, file, ...options }),
    update: (id, { name, fileId }) => update({ id, video_name: name, file_id: fileId }),
    remove,
    // Edit starts from the server's current copy; this read has its own failure text (docs/product.md, Errors).
    loadForEdit: async (id) => {
      try {
        return toItem(await queryClient.fetchQuery({ ...videoQuery(id), staleTime: 0 }));
      } catch (error) {
        // fetchQuery leaves the query without an observer, and the query cache keeps quiet about
        // those (they are prefetches nobody looks at), so this read reports its own failure.
        reportFailure(VIDEO_EDIT_LOAD_FAILURE.log, VIDEO_EDIT_LOAD_FAILURE.toast, error);
        throw error;
      }
    },
  };
}

export const VideoTab = mediaTab({
  useOperations: useVideoOperations,
  withFileId: true,
  accept: 'video/*',
  playable: true,
  Viewer: VideoPlayer,
  texts: {
    add: 'Добавить видео',
    heading: 'Видео',
    createTitle: 'Загрузить видео',
    editTitle: 'Редактировать видео',
    nameLabel: 'Название',
    fileLabel: 'Файл видео',
    empty: 'Нет видео.',
    onlyItemEditing: 'Единственное видео сейчас открыто для редактирования.',
    invalidValues: 'Укажите название и file_id!',
    confirmDelete: 'Точно удалить это видео?',
    uploaded: 'Видео загружено!',
    updated: 'Видео обновлено!',
    deleted: 'Видео удалено!',
    loadFailed: VIDEOS_LOAD_FAILED,
    changedByAnother: 'Видео изменено другим администратором',
  },
});
