import type { News } from '@/entities/news/schema';
import { DraftNotice } from '@/shared/drafts/draft-notice';
import { Field } from '@/shared/ui/field';
import { FormCard } from '../form-card';
import type { TabForm } from '../use-tab-form';
import type { NewsFormValues } from './news-values';

type NewsFormProps = {
  /** The news item being edited; none in create mode. */
  item: News | null;
  form: TabForm<NewsFormValues>;
  pending: boolean;
  onSubmit: () => void;
  onCancel: () => void;
};

export function NewsForm({
  item,
  form: { values, setField, restored, discardDraft },
  pending,
  onSubmit,
  onCancel,
}: NewsFormProps) {
  return (
    <FormCard
      title={item ? 'Редактирование новости' : 'Новая новость'}
      editingId={item?.id}
      pending={pending}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      {restored ? <DraftNotice onDiscard={discardDraft} /> : null}
      <Field label="Заголовок">
        <input
          className="input"
          name="news_header"
          autoComplete="off"
          value={values.news_header}
          onChange={(event) => setField('news_header', event.target.value)}
        />
      </Field>
      <Field label="Текст новости">
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
