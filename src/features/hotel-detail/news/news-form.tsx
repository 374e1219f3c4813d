import type { News } from '@/entities/news/schema';
import { Field } from '@/shared/ui/field';
import { FormCard } from '../form-card';
import type { TabFormProps } from '../editable-list-tab';
import { NEWS_LABELS, type NewsFormValues } from './news-values';

export function NewsForm(props: TabFormProps<News, NewsFormValues>) {
  const { values, setField, errorOf } = props.form;
  return (
    <FormCard title={props.item ? 'Редактирование новости' : 'Новая новость'} {...props}>
      <Field label={NEWS_LABELS.news_header} error={errorOf('news_header')}>
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
