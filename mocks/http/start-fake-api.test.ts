import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetAuth } from '../auth.ts';
import { resetDb } from '../db/index.ts';
import { startFakeApi, type FakeApi, type ReceivedRequest } from './start-fake-api.ts';

let api: FakeApi;

beforeAll(async () => {
  api = await startFakeApi({ port: 0 });
});
afterAll(() => api.close());
beforeEach(() => {
  resetDb();
  resetAuth();
  api.resetOverrides();
});

type LoginAnswer = { access_token: string; refresh_token: string; user_name: string };

async function login(): Promise<LoginAnswer> {
  const response = await fetch(`${api.url}/admin/verify`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ tg_id: '1', hash: 'demo' }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as LoginAnswer;
}

describe('fake API over HTTP', () => {
  it('logs in and lists regions with CORS headers', async () => {
    const { access_token, user_name } = await login();
    expect(user_name).toBe('anna_admin');

    const response = await fetch(`${api.url}/v1/regions`, {
      headers: { Authorization: `Bearer ${access_token}`, Origin: 'http://localhost:5173' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const regions: Array<{ region_name: string }> = await response.json();
    expect(regions.map((region) => region.region_name)).toContain('Бодрум');
  });

  it('answers 401 without a token and a preflight without touching handlers', async () => {
    expect((await fetch(`${api.url}/v1/regions`)).status).toBe(401);

    const preflight = await fetch(`${api.url}/v1/hotels/1`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'PUT' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Authorization');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');
  });

  it('serves media publicly, with byte ranges', async () => {
    const whole = await fetch(`${api.url}/media/photos/1-sea-view.svg`);
    expect(whole.headers.get('content-type')).toBe('image/svg+xml');
    const text = await whole.text();
    expect(text).toContain('Вид на море');

    const part = await fetch(`${api.url}/media/photos/1-sea-view.svg?t=1`, { headers: { Range: 'bytes=0-9' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-9/${new TextEncoder().encode(text).byteLength}`);
    expect(part.headers.get('access-control-expose-headers')).toContain('Content-Range');
    expect(await part.text()).toBe(text.slice(0, 10));

    expect((await fetch(`${api.url}/media/photos/404.svg`)).status).toBe(404);
  });

  it('accepts a multipart upload and serves the file back', async () => {
    const { access_token } = await login();
    const form = new FormData();
    form.append('video_name', 'Закат');
    form.append('file_id', 'tg-file-1');
    form.append('file', new File([new Uint8Array(2048).fill(7)], 'Закат на море.mp4', { type: 'video/mp4' }));
    const response = await fetch(`${api.url}/v1/videos/1`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${access_token}` },
      body: form,
    });
    expect(response.status).toBe(201);
    const video: { id: number; video_path: string; thumbnail_path: null } = await response.json();
    expect(video.video_path).toBe(`/media/videos/${video.id}-zakat-na-more.mp4`);

    const served = await fetch(`${api.url}${video.video_path}`, { headers: { Range: 'bytes=2040-' } });
    expect(served.status).toBe(206);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array(8).fill(7));
  });
});

describe("a test's own answers and counts", () => {
  it('answers with a handler of the test first, falls through when it answers nothing, and drops the connection mid-answer on a network error', async () => {
    let answer: 'failure' | 'standing' | 'dropped' = 'failure';
    api.use(
      http.post('*/auth/refresh_token', () => {
        if (answer === 'failure') return HttpResponse.json({ message: 'Сервер недоступен' }, { status: 500 });
        return answer === 'dropped' ? HttpResponse.error() : undefined;
      }),
    );
    const { refresh_token } = await login();
    const refresh = () =>
      fetch(`${api.url}/auth/refresh_token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refresh_token }),
      });

    expect((await refresh()).status).toBe(500);
    answer = 'dropped';
    await expect(refresh().then((response) => response.json())).rejects.toThrow(TypeError);
    answer = 'standing';
    expect((await refresh()).status).toBe(200);
  });

  it('tells each request that reached it, without the preflights, until the overrides are reset', async () => {
    const received: ReceivedRequest[] = [];
    api.onRequest((request) => received.push(request));
    api.use(http.get('*/v1/regions', () => HttpResponse.json([])));

    await fetch(`${api.url}/v1/regions?x=1`);
    await fetch(`${api.url}/v1/regions`, { method: 'OPTIONS', headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'GET' } });
    expect(received).toEqual([{ method: 'GET', path: '/v1/regions' }]);

    api.resetOverrides();
    expect((await fetch(`${api.url}/v1/regions`)).status).toBe(401);
    expect(received).toHaveLength(1);
  });
});
