import { resolveMediaUrl } from '@/api/config';
import { NoVideoIcon, PlayIcon } from '@/shared/ui/icons';
import styles from './media.module.css';

type MediaPreviewProps = { previewPath: string | null; playable: boolean };

/** A fixed-ratio box: the picture (loaded lazily), or the no-preview placeholder; videos get a play badge. */
export function MediaPreview({ previewPath, playable }: MediaPreviewProps) {
  return (
    <span className={styles.preview}>
      {previewPath ? (
        <img className={styles.previewImage} src={resolveMediaUrl(previewPath)} alt="" loading="lazy" decoding="async" />
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
  );
}
