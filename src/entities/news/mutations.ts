import { useSave } from '../use-save';
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
  useSave({
    save: updateNews,
    failure: { log: 'Не удалось обновить новость', toast: 'Ошибка при обновлении новости!' },
    stale: () => [{ queryKey: newsKeys.list(hotelId) }],
    refetchOnNotFound: newsKeys.list(hotelId),
  });

export const useDeleteNews = (hotelId: number) =>
  useSave({
    save: deleteNews,
    failure: { log: 'Не удалось удалить новость', toast: 'Ошибка при удалении новости!' },
    stale: () => [{ queryKey: newsKeys.list(hotelId) }],
    refetchOnNotFound: newsKeys.list(hotelId),
  });
