import { downloadFile, mediaDownloadUrl } from '@/api/download';
import { loadTelegramBridge } from '@/shared/telegram/telegram';

const DEFAULT_FILE_NAME = 'photo.jpg';

/** The last segment of a media path (`/media/photos/7-sea.jpg` → `7-sea.jpg`), else `photo.jpg`. */
export function downloadNameOf(path: string): string {
  const segment = path.split(/[?#]/, 1)[0]?.split('/').pop() ?? '';
  try {
    return decodeURIComponent(segment) || DEFAULT_FILE_NAME;
  } catch {
    return segment || DEFAULT_FILE_NAME;
  }
}

// Revoking at once may cancel a download that the browser starts asynchronously (Safari).
const REVOKE_DELAY_MS = 60_000;

/** Saves a blob under `fileName` through a temporary `<a download>`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), REVOKE_DELAY_MS);
}

/** Saves a media file: through Telegram's own download prompt where the client has one, else as a blob. */
export async function saveMediaFile(path: string): Promise<void> {
  const fileName = downloadNameOf(path);
  const bridge = loadTelegramBridge();
  if (bridge && (await bridge).requestFileDownload(mediaDownloadUrl(path), fileName)) return;
  saveBlob(await downloadFile(path), fileName);
}
