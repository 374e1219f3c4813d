import { useQuery } from '@tanstack/react-query';
import { REELS_LOAD_FAILED, reelsQuery } from '@/entities/reels/queries';
import { useDeleteReel, useUpdateReel } from '@/entities/reels/mutations';
import type { Reel } from '@/entities/reels/schema';
import { useUploadReel } from '@/entities/reels/upload';
import type { MediaItem, MediaOperations } from './media-kind';
import { mediaTab } from './media-tab';
import { VideoPlayer } from './video-player';

const toItems = (reels: Reel[]): MediaItem[] =>
  reels.map(({ id, reels_name, file_id, reels_path, thumbnail_path }) => ({
    id,
    name: reels_name,
    fileId: file_id,
    path: reels_path,
    previewPath: thumbnail_path ?? null,
  }));

function useReelOperations(hotelId: number): MediaOperations {
  const items = useQuery({ ...reelsQuery(hotelId), select: toItems });
  const { mutateAsync: upload } = useUploadReel(hotelId);
  const { mutateAsync: update } = useUpdateReel(hotelId);
  const { mutateAsync: remove } = useDeleteReel(hotelId);
  return {
    items,
    upload: ({ name, fileId }, file, options) =>
      upload({ fields: { reels_name: name, file_id: fileId }, file, ...options }),
    update: (id, { name, fileId }) => update({ id, reels_name: name, file_id: fileId }),
    remove,
  };
}

export const ReelsTab = mediaTab({
  useOperations: useReelOperations,
  withFileId: true,
  accept: 'video/*',
  playable: true,
  upright: true,
  Viewer: VideoPlayer,
  texts: {
    add: 'Добавить рилс',
    heading: 'Рилсы',
    createTitle: 'Загрузить рилс',
    editTitle: 'Редактировать рилс',
    nameLabel: 'Название',
    fileLabel: 'Файл видео',
    empty: 'Нет рилсов.',
    onlyItemEditing: 'Единственный рилс сейчас открыт для редактирования.',
    invalidValues: 'Укажите название и file_id!',
    confirmDelete: 'Точно удалить этот рилс?',
    uploaded: 'Рилс загружен!',
    updated: 'Рилс обновлён!',
    deleted: 'Рилс удалён!',
    loadFailed: REELS_LOAD_FAILED,
    changedByAnother: 'Рилс изменён другим администратором',
  },
});
