import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { resolveMediaUrl } from '@/api/config';
import { showAlert } from '@/shared/telegram/alert';
import { IconButton } from '@/shared/ui/icon-button';
import { BackIcon, ForwardIcon } from '@/shared/ui/icons';
import { DownloadIcon, ZoomInIcon } from './media-icons';
import { Modal } from '@/shared/ui/modal/modal';
import type { MediaViewerProps } from './media-kind';
import { usePhotoGestures, type TapPoint } from './photo-gestures';
import viewer from './photo-viewer.module.css';
import { saveMediaFile } from './save-blob';

/** The middle of the picture: where the zoom button zooms. */
const CENTRE: TapPoint = { fx: 0.5, fy: 0.5 };

/**
 * The large photo with Download and Close; a failed download is an alert (docs/product.md, Errors).
 * On a phone it takes the whole, dark screen; on a wider one it is a large card. Previous and next
 * by buttons, ← and →, and a swipe; they stop at the ends rather than wrap, so '1 из 12' and
 * '12 из 12' are where the walk visibly starts and ends. A double tap or the zoom button shows the
 * picture twice as large, scrolled to the tapped point; another photo starts unzoomed.
 */
export function PhotoViewer({ item, items, onClose }: MediaViewerProps) {
  const [currentId, setCurrentId] = useState(item.id);
  const [zoom, setZoom] = useState<TapPoint | null>(null);
  const [downloading, setDownloading] = useState(false);
  const stageRef = useRef<HTMLDivElement>(null);
  const photos = items ?? [item];
  const position = photos.findIndex((photo) => photo.id === currentId);
  // Gone from the list meanwhile (another admin deleted it): it stays on screen, without a walk.
  const current = photos[position] ?? item;
  const previous = position > 0 ? photos[position - 1] : undefined;
  const next = position >= 0 ? photos[position + 1] : undefined;

  const show = (target: { id: number } | undefined) => {
    if (!target) return;
    setZoom(null);
    setCurrentId(target.id);
  };
  const gestures = usePhotoGestures({
    onSwipe: (direction) => show(direction === 'next' ? next : previous),
    onDoubleTap: (point) => setZoom((zoomed) => (zoomed ? null : point)),
    swipeEnabled: zoom === null,
  });

  // On the document: the focus may be on any button of the dialog, and the page behind is inert.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const target = event.key === 'ArrowLeft' ? previous : event.key === 'ArrowRight' ? next : undefined;
      if (!target) return;
      event.preventDefault();
      setZoom(null);
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

  // The zoomed picture is scrolled so the tapped point sits in the middle of the screen.
  useLayoutEffect(() => {
    const stage = stageRef.current;
    if (!stage || !zoom) return;
    stage.scrollLeft = zoom.fx * stage.scrollWidth - stage.clientWidth / 2;
    stage.scrollTop = zoom.fy * stage.scrollHeight - stage.clientHeight / 2;
  }, [zoom]);

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
      <IconButton
        label="Увеличить"
        icon={<ZoomInIcon />}
        className={viewer.zoom}
        aria-pressed={zoom !== null}
        onClick={() => setZoom((zoomed) => (zoomed ? null : CENTRE))}
      />
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
    <Modal title={current.name} onClose={onClose} size="full" className={viewer.viewer} headerClose={false} footer={footer}>
      <div ref={stageRef} className={zoom ? `${viewer.stage} ${viewer.zoomed}` : viewer.stage} {...gestures}>
        <img className={viewer.photo} src={resolveMediaUrl(current.path)} alt={current.name} decoding="async" draggable={false} />
      </div>
      {position >= 0 && photos.length > 1 ? (
        <div className={viewer.walk}>
          {/* aria-disabled rather than disabled: the button keeps the focus at the end of the walk. */}
          <IconButton
            label="Предыдущее фото"
            icon={<BackIcon />}
            className={viewer.step}
            aria-disabled={!previous}
            onClick={() => show(previous)}
          />
          <p className={viewer.position} aria-live="polite">
            {`${position + 1} из ${photos.length}`}
          </p>
          <IconButton label="Следующее фото" icon={<ForwardIcon />} className={viewer.step} aria-disabled={!next} onClick={() => show(next)} />
        </div>
      ) : null}
    </Modal>
  );
}
