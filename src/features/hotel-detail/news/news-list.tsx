import type { News } from '@/entities/news/schema';
import { IconButton } from '@/shared/ui/icon-button';
import { DeleteIcon, EditIcon } from '@/shared/ui/icons';
import styles from '@/shared/layout/tab-layout.module.css';
import type { TabListProps } from '../editable-list-tab';

/** Header and text are rendered as text: whatever markup an admin typed shows literally. */
export function NewsList({ items: news, editingId, deletingId, onEdit, onDelete }: TabListProps<News>) {
  if (news.length === 0) return <p className="empty">Нет новостей.</p>;
  return (
    <ul className="list">
      {news.map((item) => (
        <li key={item.id} className={`list-row ${styles.newsRow} ${item.id === editingId ? styles.editing : ''}`}>
          <article className="list-row__main">
            <h3 className={styles.itemTitle}>{item.news_header}</h3>
            {item.news_txt ? <p className={styles.newsText}>{item.news_txt}</p> : null}
          </article>
          <IconButton label={`Редактировать «${item.news_header}»`} icon={<EditIcon />} onClick={() => onEdit(item)} />
          <IconButton
            label={`Удалить «${item.news_header}»`}
            tone="danger"
            icon={<DeleteIcon />}
            disabled={item.id === deletingId}
            onClick={() => onDelete(item)}
          />
        </li>
      ))}
    </ul>
  );
}
