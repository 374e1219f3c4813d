import type { News, NewsInput } from '@/entities/news/schema';
import type { FormReading } from '../use-editable-list';

export type NewsFormValues = NewsInput;

/** Each field's label, in the form and in the question about another admin's change. */
export const NEWS_LABELS: Record<keyof NewsFormValues, string> = { news_header: 'Заголовок', news_txt: 'Текст новости' };

export const blankNewsValues: NewsFormValues = { news_header: '', news_txt: '' };

export const newsToValues = ({ news_header, news_txt }: News): NewsFormValues => ({ news_header, news_txt });

/** SPEC.md §5: the title is required, the text may be empty. */
export function readNewsFields(values: NewsFormValues): FormReading<NewsInput, keyof NewsFormValues> {
  const news_header = values.news_header.trim();
  if (!news_header) return { problem: 'Заголовок не может быть пустым!', field: 'news_header' };
  return { fields: { news_header, news_txt: values.news_txt.trim() } };
}

/** The server lists news oldest first; the panel shows the newest first. */
export const newestFirst = (news: News[]): News[] => [...news].reverse();
