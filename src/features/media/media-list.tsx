import { resolveMediaUrl } from '@/api/config';
import { IconButton } from '@/shared/ui/icon-button';
import { EditIcon } from '@/shared/ui/icons';
import { DeleteIcon } from '@/shared/ui/later-icons';
import { NoVideoIcon, PlayIcon } from './media-icons';
import type { MediaItem } from './media-kind';
import type { MediaEditor } from './use-media-editor';
import styles from './media.module.css';

type MediaListProps = {
  items: MediaItem[];
  playable: boolean;
  upright?: boolean;
  editor: MediaEditor;
  onOpen: (item: MediaItem) => void;
};

export function MediaList({ items, playable, upright, editor, onOpen }: MediaListProps) {
  return (
    <ul className={upright ? `${styles.grid} ${styles.upright}` : styles.grid}>
      {items.map((item) => (
        <li key={item.id} className={styles.card}>
          <button type="button" className={styles.open} onClick={() => onOpen(item)}>
            {/* A fixed-ratio box: the picture (loaded lazily), or the no-preview placeholder; videos get a play badge. */}
            <span className={styles.preview}>
              {item.previewPath ? (
                <img className={styles.previewImage} src={resolveMediaUrl(item.previewPath)} alt="" loading="lazy" decoding="async" />
              ) : (
                <span className={styles.placeholder} aria-hidden="true">
                  <NoVideoIcon size={28} />
                  Нет превью
                </span>
              )}
              {playable ? (
                <span className={styles.playBadge}>
                  <PlayIcon size={16} />
                </span>
              ) : null}
            </span>
            <span className={styles.name}>{item.name}</span>
          </button>
          {item.fileId ? (
            <p className={styles.fileId} title={item.fileId}>
              file_id: {item.fileId}
            </p>
          ) : null}
          <div className={styles.cardFooter}>
            {/* Edit is off while a save runs, so the form cannot change under it. */}
            <IconButton
              label={`Редактировать «${item.name}»`}
              icon={<EditIcon />}
              onClick={() => void editor.startEdit(item)}
              disabled={editor.busy}
            />
            <IconButton label={`Удалить «${item.name}»`} icon={<DeleteIcon />} tone="danger" onClick={() => void editor.remove(item.id)} />
          </div>
        </li>
      ))}
    </ul>
  );
}
