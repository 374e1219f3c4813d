import { useQuery } from '@tanstack/react-query';
import { newsListQuery, useCreateNews, useDeleteNews, useUpdateNews } from '@/entities/news/queries';
import type { News } from '@/entities/news/schema';
import { confirmDeletion } from '@/shared/ui/confirm/confirm';
import { toast } from '@/shared/ui/toast/toast-store';
import { withFeedback } from '../feedback';
import { ListCard, LoadFailed, Loading } from '../list-card';
import styles from '../tab-layout.module.css';
import { useEditMode } from '../use-edit-mode';
import { useQueryFailureToast } from '@/shared/feedback/use-query-failure-toast';
import { NewsForm } from './news-form';
import { NewsList } from './news-list';
import { newestFirst, readNewsFields, type NewsFormValues } from './news-values';

export function NewsTab({ hotelId }: { hotelId: number }) {
  const news = useQuery({ ...newsListQuery(hotelId), select: newestFirst });
  useQueryFailureToast(news, 'Не удалось загрузить новости', 'Ошибка при загрузке новостей!');
  const createNews = useCreateNews(hotelId);
  const updateNews = useUpdateNews(hotelId);
  const deleteNews = useDeleteNews(hotelId);
  const { editing, formKey, startEdit, cancelEdit, finishSave, forgetDeleted } = useEditMode<News>();

  function save(values: NewsFormValues) {
    const result = readNewsFields(values);
    if ('problem' in result) {
      toast.error(result.problem);
      return;
    }
    if (editing) {
      updateNews.mutate(
        { ...result.fields, id: editing.id },
        withFeedback({
          success: 'Новость обновлена!',
          failure: { context: 'Не удалось обновить новость', message: 'Ошибка при обновлении новости!' },
          then: finishSave,
        }),
      );
    } else {
      createNews.mutate(
        result.fields,
        withFeedback({
          success: 'Новость успешно создана!',
          failure: { context: 'Не удалось создать новость', message: 'Ошибка при создании новости!' },
          then: finishSave,
        }),
      );
    }
  }

  async function remove(item: News) {
    if (!(await confirmDeletion('Удалить эту новость?'))) return;
    deleteNews.mutate(
      item.id,
      withFeedback({
        success: 'Новость удалена!',
        failure: { context: 'Не удалось удалить новость', message: 'Ошибка при удалении новости!' },
        then: () => forgetDeleted(item.id),
      }),
    );
  }

  return (
    <div className={styles.tab}>
      <NewsForm
        resetKey={formKey}
        item={editing}
        pending={createNews.isPending || updateNews.isPending}
        onSubmit={save}
        onCancel={cancelEdit}
      />
      <ListCard title="Новости" count={news.data?.length}>
        {news.data ? (
          <NewsList
            news={news.data}
            editingId={editing?.id}
            deletingId={deleteNews.isPending ? deleteNews.variables : undefined}
            onEdit={startEdit}
            onDelete={(item) => void remove(item)}
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
