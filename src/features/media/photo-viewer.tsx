import { useState } from 'react';
import { resolveMediaUrl } from '@/api/config';
import { showAlert } from '@/shared/telegram/alert';
import { DownloadIcon } from '@/shared/ui/icons';
import { Modal } from '@/shared/ui/modal/modal';
import type { MediaViewerProps } from './media-kind';
import styles from './media.module.css';
import { saveMediaFile } from './save-blob';

const DOWNLOAD_FAILED = 'Не удалось скачать файл!';

/** The large photo with Download and Close (SPEC.md §2); a failed download is an alert, as SPEC.md §8 says. */
export function PhotoViewer({ item, onClose }: MediaViewerProps) {
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      await saveMediaFile(item.path);
    } catch (error) {
      console.error('Скачивание фото', error);
      void showAlert(DOWNLOAD_FAILED);
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
    <Modal title={item.name} onClose={onClose} size="large" footer={footer}>
      <img className={styles.largePhoto} src={resolveMediaUrl(item.path)} alt={item.name} decoding="async" />
    </Modal>
  );
}
