import { http, HttpResponse } from 'msw';
import { db, type StoredFile } from '../db/index.ts';
import { messageResponse } from './http-kit.ts';

type ByteRange = { start: number; end: number } | 'unsatisfiable' | undefined;

/** One `bytes=a-b`, `bytes=a-` or `bytes=-n` range; multi-range requests are served whole, as RFC 9110 allows. */
export function parseRange(header: string | null, size: number): ByteRange {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return undefined;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  if (start >= size) return 'unsatisfiable';
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return end < start ? undefined : { start, end };
}

function fileResponse(file: StoredFile, rangeHeader: string | null): Response {
  const size = file.bytes.byteLength;
  // no-cache: uploads and resets reuse paths, and a stale preview would be confusing in a demo.
  const headers = { 'Content-Type': file.contentType, 'Accept-Ranges': 'bytes', 'Cache-Control': 'no-cache' };
  const range = parseRange(rangeHeader, size);
  if (range === 'unsatisfiable') {
    return new HttpResponse(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${size}` } });
  }
  if (!range) {
    return new HttpResponse(file.bytes, { headers: { ...headers, 'Content-Length': String(size) } });
  }
  const part = file.bytes.subarray(range.start, range.end + 1);
  return new HttpResponse(part, {
    status: 206,
    headers: {
      ...headers,
      'Content-Length': String(part.byteLength),
      'Content-Range': `bytes ${range.start}-${range.end}/${size}`,
    },
  });
}

function storedPath(url: string): string {
  const { pathname } = new URL(url);
  // The API may sit under a prefix (https://host/api/media/...); stored keys always start at /media/.
  const at = pathname.indexOf('/media/');
  return decodeURIComponent(at >= 0 ? pathname.slice(at) : pathname);
}

/** Public on purpose: <img> and <video> load media without an Authorization header. */
export const fileHandlers = [
  http.get('*/media/*', ({ request }) => {
    const file = db.files.get(storedPath(request.url));
    return file ? fileResponse(file, request.headers.get('Range')) : messageResponse(404, 'Файл не найден.');
  }),
  http.head('*/media/*', ({ request }) => {
    const file = db.files.get(storedPath(request.url));
    if (!file) return new HttpResponse(null, { status: 404 });
    const response = fileResponse(file, request.headers.get('Range'));
    return new HttpResponse(null, { status: response.status, headers: response.headers });
  }),
];
