import type { IncomingMessage } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

// Node's Request refuses or recomputes these; they describe the hop, not the request.
const skippedHeaders = new Set([
  'host',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'expect',
  'content-length',
]);

function toHeaders(raw: readonly string[]): Headers {
  const headers = new Headers();
  for (let index = 0; index + 1 < raw.length; index += 2) {
    const name = raw[index] ?? '';
    if (!name.startsWith(':') && !skippedHeaders.has(name.toLowerCase())) headers.append(name, raw[index + 1] ?? '');
  }
  return headers;
}

/**
 * Reads the whole body, pausing between chunks so the average rate stays near `bytesPerSecond`.
 * Reading slowly keeps the socket's receive window small, which is what makes the browser's
 * upload progress advance visibly instead of jumping to 100% on localhost.
 */
async function readBody(req: IncomingMessage, bytesPerSecond: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let received = 0;
  const started = Date.now();
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    chunks.push(buffer);
    received += buffer.byteLength;
    if (bytesPerSecond > 0) {
      const ahead = (received / bytesPerSecond) * 1000 - (Date.now() - started);
      if (ahead > 0) await sleep(ahead);
    }
  }
  return Buffer.concat(chunks);
}

export interface ToRequestOptions {
  /** Applied to multipart bodies only; 0 reads at full speed. */
  uploadBytesPerSecond: number;
}

export async function toFetchRequest(req: IncomingMessage, options: ToRequestOptions): Promise<Request> {
  const method = req.method ?? 'GET';
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const headers = toHeaders(req.rawHeaders);
  if (method === 'GET' || method === 'HEAD') return new Request(url, { method, headers });
  const isUpload = (req.headers['content-type'] ?? '').startsWith('multipart/');
  const body = await readBody(req, isUpload ? options.uploadBytesPerSecond : 0);
  return new Request(url, { method, headers, body: new Uint8Array(body) });
}
