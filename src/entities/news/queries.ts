import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { createNews, deleteNews, fetchNewsList, updateNews } from './api';
import type { NewsInput } from './schema';

export const newsKeys = {
  all: ['news'] as const,
  lists: () => [...newsKeys.all, 'list'] as const,
  list: (hotelId: number) => [...newsKeys.lists(), hotelId] as const,
};

export const newsListQuery = (hotelId: number) =>
  queryOptions({
    queryKey: newsKeys.list(hotelId),
    queryFn: ({ signal }) => fetchNewsList(hotelId, signal),
    meta: { failure: { log: 'Не удалось загрузить новости', toast: 'Ошибка при загрузке новостей!' } },
  });

export function useCreateNews(hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewsInput) => createNews(hotelId, input),
    meta: { failure: { log: 'Не удалось создать новость', toast: 'Ошибка при создании новости!' } },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKeys.list(hotelId) }),
  });
}

export function useUpdateNews(hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNews,
    meta: {
      failure: { log: 'Не удалось обновить новость', toast: 'Ошибка при обновлении новости!' },
      refetchOnNotFound: newsKeys.list(hotelId),
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKeys.list(hotelId) }),
  });
}

export function useDeleteNews(hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNews,
    meta: {
      failure: { log: 'Не удалось удалить новость', toast: 'Ошибка при удалении новости!' },
      refetchOnNotFound: newsKeys.list(hotelId),
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKeys.list(hotelId) }),
  });
}
