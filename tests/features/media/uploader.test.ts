import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiBaseUrl } from '@/api/config';
import { isAborted } from '@/api/errors';
import { readAccessToken } from '@/api/tokens';
import { UploadError, UploadTimeoutError, uploadFile } from '@/api/uploader';
import { fetchRegions } from '@/entities/regions/api';
import { expireAccessTokens } from '../../../mocks/auth';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node-server';
import { recordRequests, requestsTo } from '../../utils/requests';
import { signIn } from '../../utils/session';
import { installFakeXhr } from './fake-xhr';
import { pngFile } from './media-harness';

beforeEach(signIn);
afterEach(() => {
  vi.useRealTimers();
});

const uploadSeaPhoto = (options?: Parameters<typeof uploadFile>[3]) =>
  uploadFile('v1/photos/1', { photo_name: 'Рассвет' }, pngFile(), options);

/** Settles to the value or the error, so a rejection is never left unhandled while timers run. */
function outcomeOf<T>(promise: Promise<T>) {
  const outcome: { settled: boolean; value?: T; error?: unknown } = { settled: false };
  const done = promise.then(
    (value) => Object.assign(outcome, { settled: true, value }),
    (error: unknown) => Object.assign(outcome, { settled: true, error }),
  );
  return { outcome, done };
}

describe('uploader', () => {
  it('POSTs the multipart form with the bearer token and no credentials, and resolves with the body', async () => {
    const Xhr = installFakeXhr({ answer: 'fake-api' });

    const saved = await uploadSeaPhoto();

    const [xhr] = Xhr.sent;
    expect(Xhr.sent).toHaveLength(1);
    expect(xhr!.method).toBe('POST');
    expect(xhr!.url).toBe(`${apiBaseUrl}/v1/photos/1`);
    expect(xhr!.requestHeaders.get('Authorization')).toBe(`Bearer ${readAccessToken()}`);
    expect(xhr!.withCredentials).toBe(false);
    expect(xhr!.field('photo_name')).toBe('Рассвет');
    expect(xhr!.field('file')).toMatchObject({ name: 'sunrise.png', type: 'image/png', size: 2048 });
    expect(saved).toMatchObject({ photo_name: 'Рассвет', photo_path: expect.stringMatching(/sunrise\.png$/) });
    // The fake API stored the very bytes sent.
    const stored = db.photos.at(-1)!;
    expect(db.files.get(stored.photo_path)?.bytes).toEqual(new Uint8Array(2048).fill(9));
  });

  it('reports progress as a rounded percent, only when the size is known', async () => {
    const Xhr = installFakeXhr({ answer: 'manual' });
    const onProgress = vi.fn<(percent: number) => void>();
    const upload = uploadSeaPhoto({ onProgress });
    const xhr = Xhr.sent[0]!;

    xhr.progress(1, 3);
    xhr.progress(2, 3);
    xhr.progress(1001, 2000);
    xhr.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: false, loaded: 5, total: 0 }));
    xhr.progress(2000, 2000);
    xhr.respond(201, { id: 99 });

    await expect(upload).resolves.toEqual({ id: 99 });
    expect(onProgress.mock.calls.map(([percent]) => percent)).toEqual([33, 67, 50, 100]);
  });

  it('rejects a refused upload with the status and the server’s message, and a network failure with status 0', async () => {
    const Xhr = installFakeXhr({ answer: 'manual' });
    const refused = uploadSeaPhoto();
    Xhr.sent[0]!.respond(413, { message: 'Файл слишком большой.' });
    await expect(refused).rejects.toSatisfy(
      (error) => error instanceof UploadError && error.status === 413 && error.message.includes('Файл слишком большой.'),
    );

    const dropped = uploadSeaPhoto();
    Xhr.sent[1]!.failNetwork();
    await expect(dropped).rejects.toSatisfy((error) => error instanceof UploadError && error.status === 0);
  });

  it('on a 401 refreshes once and sends the same form again with the new token', async () => {
    const Xhr = installFakeXhr({ answer: 'fake-api' });
    const staleToken = readAccessToken();
    expireAccessTokens();
    const requests = recordRequests();

    await expect(uploadSeaPhoto()).resolves.toMatchObject({ photo_name: 'Рассвет' });

    expect(requestsTo(requests, 'POST', '/auth/refresh_token')).toHaveLength(1);
    expect(Xhr.sent.map((xhr) => xhr.requestHeaders.get('Authorization'))).toEqual([
      `Bearer ${staleToken}`,
      `Bearer ${readAccessToken()}`,
    ]);
    expect(readAccessToken()).not.toBe(staleToken);
    expect(Xhr.sent[1]!.body).toBe(Xhr.sent[0]!.body);
  });

  it('shares one refresh with the JSON client: two uploads and a ky request, all 401, cause one refresh', async () => {
    const Xhr = installFakeXhr({ answer: 'fake-api' });
    expireAccessTokens();
    const requests = recordRequests();

    const [first, second, regions] = await Promise.all([uploadSeaPhoto(), uploadSeaPhoto(), fetchRegions()]);

    expect(first).toMatchObject({ photo_name: 'Рассвет' });
    expect(second).toMatchObject({ photo_name: 'Рассвет' });
    expect(regions.length).toBeGreaterThan(0);
    expect(requestsTo(requests, 'POST', '/auth/refresh_token')).toHaveLength(1);
    expect(requestsTo(requests, 'GET', '/v1/regions')).toHaveLength(2);
    expect(Xhr.sent).toHaveLength(4);
  });

  it('rejects with the original 401 when the refresh fails, without a second upload', async () => {
    const Xhr = installFakeXhr({ answer: 'fake-api' });
    expireAccessTokens();
    server.use(http.post('*/auth/refresh_token', () => HttpResponse.json({ message: 'expired' }, { status: 401 })));
    const requests = recordRequests();

    await expect(uploadSeaPhoto()).rejects.toSatisfy((error) => error instanceof UploadError && error.status === 401);

    expect(requestsTo(requests, 'POST', '/auth/refresh_token')).toHaveLength(1);
    expect(Xhr.sent).toHaveLength(1);
  });

  it('gives up after 120 s without progress, each progress event restarting the clock', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const Xhr = installFakeXhr({ answer: 'manual' });
    const { outcome, done } = outcomeOf(uploadSeaPhoto());
    const xhr = Xhr.sent[0]!;

    await vi.advanceTimersByTimeAsync(119_000);
    xhr.progress(10, 100);
    await vi.advanceTimersByTimeAsync(119_000);
    expect(outcome.settled).toBe(false);
    expect(xhr.aborted).toBe(false);

    await vi.advanceTimersByTimeAsync(1_000);
    await done;
    expect(outcome.error).toBeInstanceOf(UploadTimeoutError);
    expect(xhr.aborted).toBe(true);
  });

  it('aborts through the signal, and does not send at all when already aborted', async () => {
    const Xhr = installFakeXhr({ answer: 'manual' });
    const controller = new AbortController();
    const upload = uploadSeaPhoto({ signal: controller.signal });
    controller.abort();
    await expect(upload).rejects.toSatisfy(isAborted);
    expect(Xhr.sent[0]!.aborted).toBe(true);

    await expect(uploadSeaPhoto({ signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(Xhr.sent).toHaveLength(1);
  });
});
