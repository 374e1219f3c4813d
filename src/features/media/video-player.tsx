import { useEffect, useRef, useState } from 'react';
import { resolveMediaUrl } from '@/api/config';
import { Modal } from '@/shared/ui/modal/modal';
import type { MediaViewerProps } from './media-kind';
import styles from './media.module.css';
import { attachVideoSource } from './video-source';

/** The modal player of a video or reel; closing it stops playback and releases the stream. */
export function VideoPlayer({ item, onClose }: MediaViewerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const url = resolveMediaUrl(item.path);

  useEffect(() => {
    const video = videoRef.current;
    return video ? attachVideoSource(video, url, () => setFailed(true)) : undefined;
  }, [url]);

  return (
    <Modal title={item.name} onClose={onClose} size="large">
      <video
        ref={videoRef}
        className={styles.player}
        controls
        autoPlay
        playsInline
        preload="auto"
        aria-label={item.name}
        onError={() => setFailed(true)}
      />
      {failed ? (
        <p role="alert" className={styles.playerError}>
          Не удалось воспроизвести видео.
        </p>
      ) : null}
    </Modal>
  );
}
