import { queryOptions } from '@tanstack/react-query';
import { perHotelKeys } from '../use-save';
import { fetchNewsList } from './api';

export const newsKeys = perHotelKeys('news');

export const newsListQuery = (hotelId: number) =>
  queryOptions({
    queryKey: newsKeys.list(hotelId),
    queryFn: ({ signal }) => fetchNewsList(hotelId, signal),
    meta: { failure: { log: 'Не удалось загрузить новости', toast: 'Ошибка при загрузке новостей!' } },
  });
