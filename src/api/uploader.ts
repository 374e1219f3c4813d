import { apiBaseUrl } from './config';
import { REQUEST_TIMEOUT_MS } from './bare-client';
import { sendWithFreshToken } from './refresh';
import { reasonFromBody } from './refusal-reason';
import { OFFLINE_REASON } from './server-reason';

/** A slow phone line may take long in total; only an upload that stops moving is given up. */
const UPLOAD_STALL_TIMEOUT_MS = REQUEST_TIMEOUT_MS;

/**
 * The server refused the upload (`status` ≥ 300) or the network failed (`status` 0).
 * `serverReason` is the toast's second line (src/api/server-reason.ts reads it), when there is one.
 */
export class UploadError extends Error {
  override name = 'UploadError';

  constructor(
    readonly status: number,
    message: string,
    readonly serverReason?: string,
  ) {
    super(message);
  }
}

export class UploadTimeoutError extends Error {
  override name = 'UploadTimeoutError';

  constructor() {
    super(`Загрузка остановилась: нет прогресса ${UPLOAD_STALL_TIMEOUT_MS / 1000} с`);
  }
}

export type UploadOptions = {
  /** A rounded percent of the request body sent so far. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

// Not the signal's own reason, which may be anything or another realm's DOMException: `isAborted`
// must recognise a cancelled upload so that the query client keeps quiet about it.
const abortError = () => new DOMException('Загрузка отменена', 'AbortError');

function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

/** Limits the server may enforce beyond the panel's own (src/api/upload-limits.ts), said plainly. */
const REFUSAL_REASONS: Partial<Record<number, string>> = {
  413: 'Файл слишком большой для сервера.',
  415: 'Сервер не принимает файлы этого типа.',
};

function refusal(status: number, body: unknown): UploadError {
  const explained = reasonFromBody(body);
  const message = `Загрузка отклонена сервером (${status})${explained ? `: ${explained}` : ''}`;
  // A 5xx body describes the server's trouble, not anything the admin could change.
  const reason = REFUSAL_REASONS[status] ?? (status < 500 ? explained : undefined);
  return new UploadError(status, message, reason);
}

function sendOnce(url: string, form: FormData, token: string | undefined, options: UploadOptions): Promise<unknown> {
  const { onProgress, signal } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const xhr = new XMLHttpRequest();
    let stallTimer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      clearTimeout(stallTimer);
      signal?.removeEventListener('abort', onAbort);
    };
    const giveUp = (reason: Error) => {
      settle();
      xhr.abort();
      reject(reason);
    };
    const onAbort = () => giveUp(abortError());
    const restartStallTimer = () => {
      clearTimeout(stallTimer);
      stallTimer = setTimeout(() => giveUp(new UploadTimeoutError()), UPLOAD_STALL_TIMEOUT_MS);
    };

    xhr.open('POST', url);
    xhr.withCredentials = false;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      restartStallTimer();
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    // The answer arriving counts as movement too: the server may take a while to store a large file.
    xhr.onprogress = restartStallTimer;
    xhr.onload = () => {
      settle();
      const body = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(body);
      else reject(refusal(xhr.status, body));
    };
    xhr.onerror = () => {
      settle();
      // The server said nothing; offline, the reason every failed request gives applies.
      reject(new UploadError(0, 'Сеть недоступна: файл не отправлен', navigator.onLine ? undefined : OFFLINE_REASON));
    };
    signal?.addEventListener('abort', onAbort);
    restartStallTimer();
    xhr.send(form);
  });
}

/**
 * POSTs the text fields plus the file, always under the name `file` (docs/product.md, Calls), with
 * XMLHttpRequest, the one browser API that reports upload progress everywhere (record 0002). Bearer
 * and refresh work like the JSON client's: on a 401 the shared refresh runs and the same form is sent
 * once more. Resolves with the parsed response body.
 */
export function uploadFile(
  path: string,
  fields: Readonly<Record<string, string>>,
  file: File,
  options: UploadOptions = {},
): Promise<unknown> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  return sendWithFreshToken(
    (token) => sendOnce(`${apiBaseUrl}/${path}`, form, token, options),
    (error) => error instanceof UploadError && error.status === 401,
  );
}
