import { api } from '@/api/client';
import { newsListResponseSchema, type News, type NewsInput } from './schema';

/** In server order; showing the newest first is the screen's choice. */
export const fetchNewsList = (hotelId: number, signal?: AbortSignal) =>
  api.get(newsListResponseSchema, `v1/news/hotel/${hotelId}`, { signal }).then(({ news }) => news);

export const createNews = (hotelId: number, { news_header, news_txt }: NewsInput) =>
  api.post(`v1/news/${hotelId}`, { news_header, news_txt });

export const updateNews = ({ id, news_header, news_txt }: News) => api.put('v1/news', { id, news_header, news_txt });

export const deleteNews = (id: number) => api.delete(`v1/news/${id}`);
