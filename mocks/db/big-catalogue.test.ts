import { afterEach, describe, expect, it } from 'vitest';
import { seedHotels } from './seed-hotels.ts';
import { BIG_CATALOGUE_SIZE, CROWDED_REGION_ID, bigCatalogueHotels, catalogueSizeFrom } from './big-catalogue.ts';
import { db, setCatalogueSize } from './store.ts';
import { startFakeApi } from '../http/index.ts';

afterEach(() => setCatalogueSize(undefined));

const countIn = (hotels: { region_id: number }[], regionId: number) => hotels.filter((hotel) => hotel.region_id === regionId).length;

describe('the big catalogue', () => {
  it('holds 10,000 hotels, 3,265 of them in Анталья, none in Бодрум, the demo hotels first and unchanged', () => {
    const hotels = bigCatalogueHotels();
    expect(hotels).toHaveLength(10_000);
    expect(countIn(hotels, CROWDED_REGION_ID)).toBe(3_265);
    expect(countIn(hotels, 5)).toBe(0);
    expect(hotels.slice(0, seedHotels.length)).toEqual(seedHotels);
    expect(new Set(hotels.map((hotel) => hotel.hotel_id)).size).toBe(10_000);
    expect(new Set(hotels.map((hotel) => hotel.hotel_name)).size).toBe(10_000);
    expect(hotels.some((hotel) => !hotel.is_active)).toBe(true);
    expect(new Set(hotels.map((hotel) => hotel.stars))).toEqual(new Set([1, 2, 3, 4, 5]));
  });

  it('is the same every time, and scales the crowded region with the total', () => {
    expect(bigCatalogueHotels(2_000)).toEqual(bigCatalogueHotels(2_000));
    expect(countIn(bigCatalogueHotels(2_000), CROWDED_REGION_ID)).toBe(653);
  });

  it('reads FAKE_API_CATALOGUE: large, a number, demo or nothing; refuses anything else', () => {
    expect(catalogueSizeFrom('large')).toBe(BIG_CATALOGUE_SIZE);
    expect(catalogueSizeFrom(' 500 ')).toBe(500);
    expect(catalogueSizeFrom('demo')).toBeUndefined();
    expect(catalogueSizeFrom('')).toBeUndefined();
    expect(catalogueSizeFrom(undefined)).toBeUndefined();
    expect(() => catalogueSizeFrom('huge')).toThrow(/FAKE_API_CATALOGUE/);
    expect(() => catalogueSizeFrom('3')).toThrow(/FAKE_API_CATALOGUE/);
  });

  it('seeds the store, survives a reset, and goes back to the demo seed', () => {
    setCatalogueSize(BIG_CATALOGUE_SIZE);
    expect(db.hotels).toHaveLength(BIG_CATALOGUE_SIZE);
    setCatalogueSize(undefined);
    expect(db.hotels).toHaveLength(seedHotels.length);
  });

  it('is what the fake API serves when started with it', async () => {
    const api = await startFakeApi({ port: 0, host: '127.0.0.1', catalogueSize: BIG_CATALOGUE_SIZE });
    try {
      const login = await fetch(`${api.url}/admin/verify`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ tg_id: '1', hash: 'demo' }),
      });
      const { access_token } = (await login.json()) as { access_token: string };
      const response = await fetch(`${api.url}/v1/hotels?region_id=${CROWDED_REGION_ID}`, {
        headers: { Authorization: `Bearer ${access_token}` },
      });
      expect((await response.json()) as unknown[]).toHaveLength(3_265);
    } finally {
      await api.close();
    }
  });
});
