import { getResponse, RequestHandler } from 'msw';
import { onTestFinished, vi } from 'vitest';
import { server } from '../../../mocks/node-server';

type ProgressHandler = ((event: ProgressEvent) => void) | null;

const encoder = new TextEncoder();

/**
 * jsdom's File inside FormData does not survive MSW's own XHR interception (a handler reads the text
 * "undefined"), so the uploader's seam, XMLHttpRequest, is replaced: the form is re-encoded by hand
 * and handed to the very handlers of the fake API, whose answer comes back as the XHR's.
 */
async function encodeMultipart(form: FormData): Promise<{ body: Uint8Array<ArrayBuffer>; contentType: string }> {
  const boundary = `----fake-xhr-${Math.random().toString(16).slice(2)}`;
  const parts: Uint8Array[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      parts.push(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    } else {
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.name}"\r\nContent-Type: ${value.type || 'application/octet-stream'}\r\n\r\n`;
      parts.push(encoder.encode(head), new Uint8Array(await value.arrayBuffer()), encoder.encode('\r\n'));
    }
  }
  parts.push(encoder.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(parts.reduce((size, part) => size + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    body.set(part, offset);
    offset += part.byteLength;
  }
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

export class FakeXhr {
  /** Every request sent since `installFakeXhr()`, oldest first. */
  static sent: FakeXhr[] = [];
  static onSend: ((xhr: FakeXhr) => void) | undefined;

  method = '';
  url = '';
  withCredentials = false;
  readonly requestHeaders = new Headers();
  body: FormData | null = null;
  aborted = false;
  status = 0;
  responseText = '';
  readonly upload: { onprogress: ProgressHandler } = { onprogress: null };
  onprogress: ProgressHandler = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.requestHeaders.set(name, value);
  }

  send(body: FormData): void {
    this.body = body;
    FakeXhr.sent.push(this);
    FakeXhr.onSend?.(this);
  }

  abort(): void {
    this.aborted = true;
  }

  /** A text field of the sent form, or the file under `file`. */
  field(name: string): FormDataEntryValue | null {
    return this.body?.get(name) ?? null;
  }

  progress(loaded: number, total: number): void {
    this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }

  respond(status: number, body?: unknown): void {
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.();
  }

  failNetwork(): void {
    this.onerror?.();
  }

  /** Lets the fake API (with any `server.use` overrides) answer, as the real server would. */
  async respondFromFakeApi(): Promise<void> {
    const { body, contentType } = this.body ? await encodeMultipart(this.body) : { body: null, contentType: '' };
    const headers = new Headers(this.requestHeaders);
    if (contentType) headers.set('Content-Type', contentType);
    const request = new Request(this.url, { method: this.method, headers, body });
    const handlers = server.listHandlers().filter((handler) => handler instanceof RequestHandler);
    const response = await getResponse(handlers, request);
    if (!response) throw new Error(`No fake API handler for ${this.method} ${this.url}`);
    this.status = response.status;
    this.responseText = await response.text();
    this.onload?.();
  }
}

/**
 * Replaces XMLHttpRequest for the current test. `answer: 'fake-api'` sends every upload through at
 * once (one progress event of half the body, then the fake API's answer); `'manual'` leaves each
 * request waiting for the test to drive it.
 */
export function installFakeXhr({ answer }: { answer: 'fake-api' | 'manual' }): typeof FakeXhr {
  FakeXhr.sent = [];
  FakeXhr.onSend =
    answer === 'fake-api'
      ? (xhr) => {
          queueMicrotask(() => {
            xhr.progress(50, 100);
            void xhr.respondFromFakeApi();
          });
        }
      : undefined;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  return FakeXhr;
}
