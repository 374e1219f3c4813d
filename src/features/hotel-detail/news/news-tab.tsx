import { useQuery } from '@tanstack/react-query';
import { newsListQuery, useCreateNews, useDeleteNews, useUpdateNews } from '@/entities/news/queries';
import type { News, NewsInput } from '@/entities/news/schema';
import { useQueryFailureToast } from '@/shared/feedback/use-query-failure-toast';
import { ListCard, LoadFailed, Loading } from '../list-card';
import styles from '../tab-layout.module.css';
import { useEditableList, type EditableListTexts } from '../use-editable-list';
import { NewsForm } from './news-form';
import { NewsList } from './news-list';
import { newestFirst, readNewsFields } from './news-values';

const NEWS_TEXTS: EditableListTexts = {
  created: 'Новость успешно создана!',
  updated: 'Новость обновлена!',
  deleted: 'Новость удалена!',
  confirmDelete: 'Удалить эту новость?',
  createFailed: { context: 'Не удалось создать новость', message: 'Ошибка при создании новости!' },
  updateFailed: { context: 'Не удалось обновить новость', message: 'Ошибка при обновлении новости!' },
  deleteFailed: { context: 'Не удалось удалить новость', message: 'Ошибка при удалении новости!' },
};

export function NewsTab({ hotelId }: { hotelId: number }) {
  const news = useQuery({ ...newsListQuery(hotelId), select: newestFirst });
  useQueryFailureToast(news, 'Не удалось загрузить новости', 'Ошибка при загрузке новостей!');
  const list = useEditableList<News, NewsInput>({
    create: useCreateNews(hotelId),
    update: useUpdateNews(hotelId),
    remove: useDeleteNews(hotelId),
    texts: NEWS_TEXTS,
  });

  return (
    <div className={styles.tab}>
      <NewsForm
        resetKey={list.formKey}
        item={list.editing}
        pending={list.saving}
        onSubmit={(values) => list.save(readNewsFields(values))}
        onCancel={list.cancelEdit}
      />
      <ListCard title="Новости" count={news.data?.length}>
        {news.data ? (
          <NewsList
            news={news.data}
            editingId={list.editing?.id}
            deletingId={list.deletingId}
            onEdit={list.startEdit}
            onDelete={list.remove}
          />
        ) : news.isError ? (
          <LoadFailed onRetry={() => void news.refetch()} />
        ) : (
          <Loading />
        )}
      </ListCard>
    </div>
  );
}
