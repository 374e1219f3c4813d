import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { resolveMediaUrl } from '@/api/config';
import { showAlert } from '@/shared/telegram/alert';
import { IconButton } from '@/shared/ui/icon-button';
import { BackIcon, DownloadIcon, ForwardIcon } from '@/shared/ui/icons';
import { Modal } from '@/shared/ui/modal/modal';
import type { MediaViewerProps } from './media-kind';
import styles from './media.module.css';
import viewer from './photo-viewer.module.css';
import { saveMediaFile } from './save-blob';

/** A horizontal move at least this long, and longer than it is tall, turns the photo. */
const SWIPE_MIN_PX = 50;

/**
 * The large photo with Download and Close (SPEC.md §2); a failed download is an alert, as SPEC.md §8
 * says. Previous and next by buttons, ← and →, and a swipe; they stop at the ends rather than wrap,
 * so '1 из 12' and '12 из 12' are where the walk visibly starts and ends.
 */
export function PhotoViewer({ item, items, onClose }: MediaViewerProps) {
  const [currentId, setCurrentId] = useState(item.id);
  const [downloading, setDownloading] = useState(false);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const photos = items ?? [item];
  const position = photos.findIndex((photo) => photo.id === currentId);
  // Gone from the list meanwhile (another admin deleted it): it stays on screen, without a walk.
  const current = photos[position] ?? item;
  const previous = position > 0 ? photos[position - 1] : undefined;
  const next = position >= 0 ? photos[position + 1] : undefined;

  // On the document: the focus may be on any button of the dialog, and the page behind is inert.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const target = event.key === 'ArrowLeft' ? previous : event.key === 'ArrowRight' ? next : undefined;
      if (!target) return;
      event.preventDefault();
      setCurrentId(target.id);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [previous, next]);

  // The neighbours are fetched ahead, so a swipe shows the next photo at once.
  useEffect(() => {
    for (const neighbour of [previous, next]) {
      if (!neighbour) continue;
      const image = new Image();
      image.src = resolveMediaUrl(neighbour.path);
    }
  }, [previous, next]);

  function startSwipe(event: PointerEvent) {
    // A second finger is a pinch, not a swipe.
    swipeStart.current = event.isPrimary ? { x: event.clientX, y: event.clientY } : null;
  }

  function endSwipe(event: PointerEvent) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || !event.isPrimary) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(event.clientY - start.y)) return;
    const target = dx < 0 ? next : previous;
    if (target) setCurrentId(target.id);
  }

  async function download() {
    setDownloading(true);
    try {
      await saveMediaFile(current.path);
    } catch (error) {
      console.error('Скачивание фото', error);
      void showAlert('Не удалось скачать файл!');
    } finally {
      setDownloading(false);
    }
  }

  const footer = (
    <>
      <button type="button" className="button" onClick={onClose}>
        Закрыть
      </button>
      <button type="button" className="button button--primary" onClick={() => void download()} disabled={downloading}>
        <DownloadIcon />
        Скачать
      </button>
    </>
  );

  return (
    <Modal title={current.name} onClose={onClose} size="large" footer={footer}>
      <div
        className={viewer.stage}
        onPointerDown={startSwipe}
        onPointerUp={endSwipe}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        <img
          className={styles.largePhoto}
          src={resolveMediaUrl(current.path)}
          alt={current.name}
          decoding="async"
          draggable={false}
        />
      </div>
      {position >= 0 && photos.length > 1 ? (
        <div className={viewer.walk}>
          {/* aria-disabled rather than disabled: the button keeps the focus at the end of the walk. */}
          <IconButton
            label="Предыдущее фото"
            icon={<BackIcon />}
            className={viewer.step}
            aria-disabled={!previous}
            onClick={() => previous && setCurrentId(previous.id)}
          />
          <p className={viewer.position} aria-live="polite">
            {`${position + 1} из ${photos.length}`}
          </p>
          <IconButton
            label="Следующее фото"
            icon={<ForwardIcon />}
            className={viewer.step}
            aria-disabled={!next}
            onClick={() => next && setCurrentId(next.id)}
          />
        </div>
      ) : null}
    </Modal>
  );
}
