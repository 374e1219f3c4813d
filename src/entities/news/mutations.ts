import { useListItemSave, useSave } from '../use-save';
import { createNews, deleteNews, updateNews } from './api';
import type { NewsInput } from './schema';
import { newsKeys } from './queries';

export const useCreateNews = (hotelId: number) =>
  useSave({
    save: (input: NewsInput) => createNews(hotelId, input),
    failure: { log: 'Не удалось создать новость', toast: 'Ошибка при создании новости!' },
    stale: () => [{ queryKey: newsKeys.list(hotelId) }],
  });

export const useUpdateNews = (hotelId: number) =>
  useListItemSave(newsKeys.list(hotelId), updateNews, { log: 'Не удалось обновить новость', toast: 'Ошибка при обновлении новости!' });

export const useDeleteNews = (hotelId: number) =>
  useListItemSave(newsKeys.list(hotelId), deleteNews, { log: 'Не удалось удалить новость', toast: 'Ошибка при удалении новости!' });
