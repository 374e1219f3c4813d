import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { expireAccessTokens, issueTokens, resetAuth } from '../auth.ts';
import { db, resetDb } from '../db/index.ts';
import { handlers } from './index.ts';

const base = 'http://localhost:3000';
let token = '';

beforeEach(() => {
  resetDb();
  resetAuth();
  token = issueTokens(1).access_token;
});

async function call(method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  const init: RequestInit = { method, headers };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const response = await getResponse(handlers, new Request(base + path, init));
  if (!response) throw new Error(`No handler for ${method} ${path}`);
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : undefined };
}

const validHotel = {
  hotel_name: 'Новый отель',
  hotel_description: 'Описание',
  services: 'Wi-Fi',
  for_child: 'Клуб',
  resto: 'Ресторан',
  recommend_list: 1,
  stars: 4,
  google_maps: 'https://maps.google.com/?q=1,1',
  region_id: 2,
  beach_id: 3,
  is_active: true,
};

describe('handlers', () => {
  it('filters hotels the way SPEC §7 reads', async () => {
    const ids = async (query: string) =>
      ((await call('GET', `/v1/hotels?${query}`)).json as Array<{ hotel_id: number }>).map((hotel) => hotel.hotel_id);
    expect(await ids('region_id=1')).toEqual([1, 2, 3, 4]);
    expect(await ids('region_id=1&include_inactive=false')).toEqual([1, 2, 3]);
    expect(await ids('region_id=5&include_inactive=true')).toEqual([]);
    expect(await ids('')).not.toContain(4);
    expect(await ids('include_inactive=true')).toHaveLength(15);
    expect(await ids('hotel_id=15')).toEqual([15]);
    expect(await ids('hotel_id=999')).toEqual([]);
  });

  it('validates hotel bodies like a careful server', async () => {
    expect((await call('POST', '/v1/hotels', validHotel)).status).toBe(201);
    for (const broken of [
      { stars: 6 },
      { recommend_list: 2 },
      { stars: '4' },
      { hotel_name: '  ' },
      { region_id: 99 },
      { beach_id: 1 }, // a beach of Анталья for a hotel in Кемер
    ]) {
      const response = await call('POST', '/v1/hotels', { ...validHotel, ...broken });
      expect(response.status, JSON.stringify(broken)).toBe(400);
      expect(response.json).toEqual({ message: expect.any(String) });
    }
    expect((await call('PUT', '/v1/hotels/999', { ...validHotel, hotel_id: 999 })).status).toBe(404);
  });

  it('rejects expired tokens so the client has to refresh', async () => {
    expireAccessTokens();
    expect(await call('GET', '/v1/regions')).toEqual({ status: 401, json: { message: 'Unauthorized' } });
  });

  it('treats a non-File "file" part as missing and stores a real one', async () => {
    const form = new FormData();
    form.append('photo_name', 'Лобби');
    form.append('file', 'undefined');
    expect((await call('POST', '/v1/photos/1', form)).status).toBe(400);

    form.set('file', new File(['<svg/>'], 'lobby.svg', { type: 'image/svg+xml' }));
    const { status, json } = await call('POST', '/v1/photos/1', form);
    expect(status).toBe(201);
    const path = (json as { photo_path: string }).photo_path;
    expect(path).toMatch(/^\/media\/photos\/\d+-lobby\.svg$/);
    expect(db.files.get(path)?.contentType).toBe('image/svg+xml');
  });

  it('cascades deletes and keeps ids unique', async () => {
    expect((await call('DELETE', '/v1/regions/1')).status).toBe(409);
    expect((await call('DELETE', '/v1/regions/5')).status).toBe(200);
    expect(db.beaches.some((beach) => beach.region_id === 5)).toBe(false);

    const photoPaths = db.photos.filter((photo) => photo.hotel_id === 1).map((photo) => photo.photo_path);
    expect((await call('DELETE', '/v1/hotels/1')).status).toBe(200);
    expect([...db.rooms, ...db.news].some((row) => row.hotel_id === 1)).toBe(false);
    expect(photoPaths.some((path) => db.files.has(path))).toBe(false);

    const lastNews = Math.max(...db.news.map((item) => item.id));
    await call('DELETE', `/v1/news/${lastNews}`);
    const { json } = await call('POST', '/v1/news/2', { news_header: 'Снова', news_txt: '' });
    expect((json as { id: number }).id).toBe(lastNews + 1);
  });

  it('refuses to delete a region that still has hotels, saying why in detail, as the real server does', async () => {
    const refused = await call('DELETE', '/v1/regions/3');
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({ detail: expect.stringContaining('есть отели (3)') as unknown });
    expect(db.regions.some((region) => region.id === 3)).toBe(true);

    for (const hotel of db.hotels.filter((candidate) => candidate.region_id === 3)) {
      expect((await call('DELETE', `/v1/hotels/${hotel.hotel_id}`)).status).toBe(200);
    }
    expect((await call('DELETE', '/v1/regions/3')).status).toBe(200);
    expect((await call('GET', '/v1/regions/3')).status).toBe(404);
  });
});
