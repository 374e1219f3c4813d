import { perHotelKeys, perHotelListQuery } from '../per-hotel-list';
import { fetchNewsList } from './api';

export const newsKeys = perHotelKeys('news');

export const newsListQuery = perHotelListQuery(newsKeys, fetchNewsList, {
  log: 'Не удалось загрузить новости',
  toast: 'Ошибка при загрузке новостей!',
});
