import type { News } from '@/entities/news/schema';
import { Field } from '@/shared/ui/field';
import { FormCard } from '../form-card';
import { useFormValues } from '../use-form-values';
import { blankNewsValues, newsToValues, type NewsFormValues } from './news-values';

type NewsFormProps = {
  /** The news item being edited; none in create mode. */
  item: News | null;
  /** Changes whenever the form must start over (see useEditMode). */
  resetKey: string;
  pending: boolean;
  onSubmit: (values: NewsFormValues) => void;
  onCancel: () => void;
};

export function NewsForm({ item, resetKey, pending, onSubmit, onCancel }: NewsFormProps) {
  const [values, setField] = useFormValues(resetKey, () => (item ? newsToValues(item) : blankNewsValues));

  return (
    <FormCard
      title={item ? 'Редактирование новости' : 'Новая новость'}
      editingId={item?.id}
      pending={pending}
      onSubmit={() => onSubmit(values)}
      onCancel={onCancel}
    >
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
