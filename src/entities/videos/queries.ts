import { queryOptions } from '@tanstack/react-query';
import { perHotelKeys, perHotelListQuery } from '../per-hotel-list';
import { fetchVideo, fetchVideos } from './api';

export const videoKeys = {
  ...perHotelKeys('videos'),
  detail: (id: number) => ['videos', 'detail', id] as const,
};

/** The toast of docs/product.md, Errors, also shown in place of the list when it cannot be loaded. */
export const VIDEOS_LOAD_FAILED = 'Ошибка при загрузке видео!';

export const videosQuery = perHotelListQuery(videoKeys, fetchVideos, {
  log: 'Не удалось загрузить список видео',
  toast: VIDEOS_LOAD_FAILED,
});

/** One video is read afresh when the admin starts editing it; its failure has a text of its own. */
export const VIDEO_EDIT_LOAD_FAILURE = {
  log: 'Не удалось загрузить видео для редактирования',
  toast: 'Ошибка при загрузке данных для редактирования!',
};

export const videoQuery = (id: number) =>
  queryOptions({
    queryKey: videoKeys.detail(id),
    queryFn: ({ signal }) => fetchVideo(id, signal),
    meta: { failure: VIDEO_EDIT_LOAD_FAILURE },
  });
