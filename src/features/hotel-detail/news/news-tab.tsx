import { useQuery, useQueryClient } from '@tanstack/react-query';
import { newsListQuery } from '@/entities/news/queries';
import { useCreateNews, useDeleteNews, useUpdateNews } from '@/entities/news/mutations';
import type { News, NewsInput } from '@/entities/news/schema';
import { EmptyState } from '@/shared/ui/empty-state';
import { Field } from '@/shared/ui/field';
import { IconButton } from '@/shared/ui/icon-button';
import { EditIcon } from '@/shared/ui/icons';
import { DeleteIcon } from '@/shared/ui/later-icons';
import { ListRow } from '@/shared/ui/list-row';
import { EditableListTab, FormCard, type EditableList } from '../editable-list-tab';
import { useEditableList, type FormReading } from '../use-editable-list';

/** Each field's label, in the form and in the question about another admin's change. */
const NEWS_LABELS: Record<keyof NewsInput, string> = { news_header: 'Заголовок', news_txt: 'Текст новости' };

const blankNewsValues: NewsInput = { news_header: '', news_txt: '' };

const newsToValues = ({ news_header, news_txt }: News): NewsInput => ({ news_header, news_txt });

/** The title is required, the text may be empty (docs/product.md, Validation). */
function readNewsFields(values: NewsInput): FormReading<NewsInput, keyof NewsInput> {
  const news_header = values.news_header.trim();
  if (!news_header) return { problem: 'Заголовок не может быть пустым!', field: 'news_header' };
  return { fields: { news_header, news_txt: values.news_txt.trim() } };
}

/** The server lists news oldest first; the panel shows the newest first. */
const newestFirst = (news: News[]): News[] => [...news].reverse();

export function NewsTab({ hotelId }: { hotelId: number }) {
  const news = useQuery({ ...newsListQuery(hotelId), select: newestFirst });
  const queryClient = useQueryClient();
  const list = useEditableList<News, NewsInput, NewsInput>({
    items: news.data,
    loadList: () => queryClient.fetchQuery({ ...newsListQuery(hotelId), staleTime: 0 }),
    create: useCreateNews(hotelId),
    update: useUpdateNews(hotelId),
    remove: useDeleteNews(hotelId),
    texts: {
      created: 'Новость успешно создана!',
      updated: 'Новость обновлена!',
      deleted: 'Новость удалена!',
      confirmDelete: 'Удалить эту новость?',
      changedByAnother: 'Новость изменена другим администратором',
    },
    // A news text can be long to type on a phone: keep it through a reload or closing the panel.
    form: { blank: blankNewsValues, fromItem: newsToValues, read: readNewsFields, draftKey: `news:${hotelId}`, labels: NEWS_LABELS },
  });

  return <EditableListTab title="Новости" addLabel="Добавить новость" query={news} list={list} Form={NewsForm} List={NewsList} />;
}

function NewsForm({ list }: { list: EditableList<News, NewsInput> }) {
  const { values, setField, errorOf } = list.form;
  return (
    <FormCard title={list.editing ? 'Редактирование новости' : 'Новая новость'} list={list}>
      <Field label={NEWS_LABELS.news_header} required error={errorOf('news_header')}>
        <input
          className="input"
          name="news_header"
          autoComplete="off"
          value={values.news_header}
          onChange={(event) => setField('news_header', event.target.value)}
        />
      </Field>
      <Field label={NEWS_LABELS.news_txt} error={errorOf('news_txt')}>
        <textarea
          className="input"
          name="news_txt"
          rows={4}
          value={values.news_txt}
          onChange={(event) => setField('news_txt', event.target.value)}
        />
      </Field>
    </FormCard>
  );
}

/** Header and text are rendered as text: whatever markup an admin typed shows literally. */
function NewsList({ items: news, list }: { items: readonly News[]; list: EditableList<News, NewsInput> }) {
  if (news.length === 0) return <EmptyState text="Нет новостей." />;
  return (
    <ul className="list">
      {news.map((item) => (
        <ListRow
          key={item.id}
          title={item.news_header}
          titleAs="h3"
          selected={item.id === list.editing?.id}
          actions={
            <>
              <IconButton label={`Редактировать «${item.news_header}»`} icon={<EditIcon />} onClick={() => list.startEdit(item)} />
              <IconButton
                label={`Удалить «${item.news_header}»`}
                tone="danger"
                icon={<DeleteIcon />}
                disabled={item.id === list.deletingId}
                onClick={() => list.remove(item)}
              />
            </>
          }
        >
          {item.news_txt || null}
        </ListRow>
      ))}
    </ul>
  );
}
