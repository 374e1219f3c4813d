import { useQuery, useQueryClient } from '@tanstack/react-query';
import { newsListQuery } from '@/entities/news/queries';
import { useCreateNews, useDeleteNews, useUpdateNews } from '@/entities/news/mutations';
import type { News, NewsInput } from '@/entities/news/schema';
import { EditableListTab } from '../editable-list-tab';
import { useEditableList, type EditableListTexts } from '../use-editable-list';
import { NewsForm } from './news-form';
import { NewsList } from './news-list';
import { blankNewsValues, NEWS_LABELS, newestFirst, newsToValues, readNewsFields, type NewsFormValues } from './news-values';

const NEWS_TEXTS: EditableListTexts = {
  created: 'Новость успешно создана!',
  updated: 'Новость обновлена!',
  deleted: 'Новость удалена!',
  confirmDelete: 'Удалить эту новость?',
  changedByAnother: 'Новость изменена другим администратором',
};

export function NewsTab({ hotelId }: { hotelId: number }) {
  const news = useQuery({ ...newsListQuery(hotelId), select: newestFirst });
  const queryClient = useQueryClient();
  const list = useEditableList<News, NewsInput, NewsFormValues>({
    items: news.data,
    loadList: () => queryClient.fetchQuery({ ...newsListQuery(hotelId), staleTime: 0 }),
    create: useCreateNews(hotelId),
    update: useUpdateNews(hotelId),
    remove: useDeleteNews(hotelId),
    texts: NEWS_TEXTS,
    // A news text can be long to type on a phone: keep it through a reload or closing the panel.
    form: { blank: blankNewsValues, fromItem: newsToValues, read: readNewsFields, draftKey: `news:${hotelId}`, labels: NEWS_LABELS },
  });

  return <EditableListTab title="Новости" query={news} list={list} Form={NewsForm} List={NewsList} />;
}
