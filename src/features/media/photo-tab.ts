import { useQuery } from '@tanstack/react-query';
import { resolvePhotoSettings } from '@/api/photo-settings';
import { PHOTOS_LOAD_FAILED, photosQuery } from '@/entities/photos/queries';
import { useDeletePhoto, useUpdatePhoto } from '@/entities/photos/mutations';
import type { Photo } from '@/entities/photos/schema';
import { useUploadPhoto } from '@/entities/photos/upload';
import type { MediaItem, MediaOperations } from './media-kind';
import { mediaTab } from './media-tab';
import { downscaleOnce } from './photo-downscale';
import { PhotoViewer } from './photo-viewer';

const toItems = (photos: Photo[]): MediaItem[] =>
  photos.map(({ id, photo_name, photo_path }) => ({ id, name: photo_name, path: photo_path, previewPath: photo_path }));

function usePhotoOperations(hotelId: number): MediaOperations {
  const items = useQuery({ ...photosQuery(hotelId), select: toItems });
  const { mutateAsync: upload } = useUploadPhoto(hotelId);
  const { mutateAsync: update } = useUpdatePhoto(hotelId);
  const { mutateAsync: remove } = useDeletePhoto(hotelId);
  return {
    items,
    upload: ({ name }, file, options) => upload({ fields: { photo_name: name }, file, ...options }),
    update: (id, { name }) => update({ id, photo_name: name }),
    remove,
  };
}

export const PhotoTab = mediaTab({
  useOperations: usePhotoOperations,
  withFileId: false,
  accept: 'image/*',
  playable: false,
  Viewer: PhotoViewer,
  several: { uploadedCount: (count) => (count === 1 ? 'Фото загружено!' : `Загружено ${count} фото!`) },
  prepareFile: (file) => downscaleOnce(file, resolvePhotoSettings()),
  texts: {
    add: 'Добавить фото',
    heading: 'Фото',
    createTitle: 'Загрузить фото',
    editTitle: 'Редактировать фото',
    nameLabel: 'Название фото',
    fileLabel: 'Файл изображения',
    empty: 'Нет фото.',
    onlyItemEditing: 'Единственное фото сейчас открыто для редактирования.',
    invalidValues: 'Укажите название фото!',
    confirmDelete: 'Удалить фото безвозвратно?',
    uploaded: 'Фото загружено!',
    updated: 'Фото обновлено!',
    deleted: 'Фото удалено!',
    loadFailed: PHOTOS_LOAD_FAILED,
    changedByAnother: 'Фото изменено другим администратором',
  },
});
