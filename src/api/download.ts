import { resolveMediaUrl } from './config';
import { loadKy } from './ky-loader';
import { REQUEST_TIMEOUT_MS } from './bare-client';

/**
 * The address of a media file to download. The timestamp query keeps a cache from handing back an
 * older file under the same path.
 */
export function mediaDownloadUrl(path: string): string {
  const url = new URL(resolveMediaUrl(path));
  url.searchParams.set('t', String(Date.now()));
  return url.toString();
}

/** A media file as a Blob. Files are public (an `<img>` loads them without a token), so no bearer goes with it. */
export async function downloadFile(path: string): Promise<Blob> {
  const { ky } = await loadKy();
  return ky.get(mediaDownloadUrl(path), { timeout: REQUEST_TIMEOUT_MS, retry: 0, credentials: 'omit' }).blob();
}
