import ky from 'ky';
import { resolveMediaUrl } from './config';
import { REQUEST_TIMEOUT_MS } from './refresh';

/**
 * A media file as a Blob. Files are public (an `<img>` loads them without a token), so no bearer
 * goes with it; the timestamp query keeps a cache from handing back an older file under the same path.
 */
export function downloadFile(path: string): Promise<Blob> {
  const url = new URL(resolveMediaUrl(path));
  url.searchParams.set('t', String(Date.now()));
  return ky.get(url, { timeout: REQUEST_TIMEOUT_MS, retry: 0, credentials: 'omit' }).blob();
}
