// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { beachSchema } from '@/entities/beaches/schema';
import { fastObjectParse } from '@/entities/fast-object-parse';
import { hotelSchema } from '@/entities/hotels/schema';
import { newsSchema } from '@/entities/news/schema';
import { photoSchema } from '@/entities/photos/schema';
import { reelSchema } from '@/entities/reels/schema';
import { regionSchema } from '@/entities/regions/schema';
import { roomSchema } from '@/entities/rooms/schema';
import { videoSchema } from '@/entities/videos/schema';
import { seedNews, seedRooms } from '../../mocks/db/seed-content';
import { seedBeaches, seedRegions } from '../../mocks/db/seed-geo';
import { seedHotels } from '../../mocks/db/seed-hotels';

const hotel = seedHotels[0]!;
const video = { id: 3, video_name: 'Пляж', file_id: 'v-3', video_path: '/media/3.m3u8', thumbnail_path: null, hotel_id: 7 };
const reel = { id: 4, reels_name: 'Закат', file_id: 'r-4', reels_path: '/media/4.mp4' };

/** Every entity's item schema with items the server sends, as they are and as they may vary. */
const entities: [string, z.ZodMiniType, unknown[]][] = [
  ['hotel', hotelSchema, [...seedHotels, { ...hotel, deposit: '100 $', beach_id: null }, { ...hotel, extra: 'dropped' }, { ...hotel, stars: 4.5 }]],
  ['region', regionSchema, [...seedRegions, { ...seedRegions[0], weight: 0.25 }]],
  ['beach', beachSchema, [...seedBeaches]],
  ['room', roomSchema, [...seedRooms]],
  ['news', newsSchema, [...seedNews]],
  ['photo', photoSchema, [{ id: 1, photo_name: 'Фасад', photo_path: '/media/1.jpg' }]],
  ['video', videoSchema, [video, { ...video, thumbnail_path: undefined, hotel_id: undefined }, { ...video, hotel_id: 0 }]],
  // Optional keys absent altogether, and present as undefined: zod keeps the difference.
  ['reel', reelSchema, [reel, { ...reel, thumbnail_path: '/media/4.jpg' }, { ...reel, thumbnail_path: undefined }]],
];

describe('fastObjectParse', () => {
  // The guard on zod's internals: a zod release that keeps its definitions otherwise makes the
  // shortcut decline, and nothing else would say so (zod would check every list, only slower).
  it.each(entities)('still reads zod’s definition of the %s schema', (_, schema) => {
    expect(fastObjectParse(schema)).toBeDefined();
  });

  it.each(entities)('gives exactly what zod gives for a valid %s', (_, schema, items) => {
    const parse = fastObjectParse(schema);
    for (const item of items) {
      const parsed = parse?.(item);
      expect(parsed).toStrictEqual(schema.parse(item));
      expect(Object.keys(parsed as object)).toEqual(Object.keys(schema.parse(item) as object));
    }
  });

  it('leaves every item zod refuses to zod', () => {
    const parse = fastObjectParse(hotelSchema);
    const { hotel_id: _, ...withoutId } = hotel;
    const refused: unknown[] = [
      withoutId,
      { ...hotel, hotel_id: '1' },
      { ...hotel, hotel_id: 1.5 },
      { ...hotel, hotel_id: 2 ** 60 },
      { ...hotel, stars: Number.NaN },
      { ...hotel, stars: Number.POSITIVE_INFINITY },
      { ...hotel, recommend_list: 2 },
      { ...hotel, is_active: 'true' },
      { ...hotel, hotel_name: null },
      { ...hotel, deposit: 5 },
      { ...hotel, region_id: undefined },
      null,
      'hotel',
      [hotel],
    ];
    for (const item of refused) {
      expect(hotelSchema.safeParse(item).success, JSON.stringify(item)).toBe(false);
      expect(parse?.(item), JSON.stringify(item)).toBeUndefined();
    }
  });

  it('takes no schema it cannot answer for exactly', () => {
    expect(fastObjectParse(z.object({ name: z.string().check(z.minLength(1)) }))).toBeUndefined();
    expect(fastObjectParse(z.object({ place: z.object({ id: z.int() }) }))).toBeUndefined();
    expect(fastObjectParse(z.looseObject({ id: z.int() }))).toBeUndefined();
    expect(fastObjectParse(z.object({ id: z.int().check(z.minimum(1)) }))).toBeUndefined();
    expect(fastObjectParse(z.string())).toBeUndefined();
  });

  it('declines, rather than throws, a schema whose definition is not where zod keeps it today', () => {
    const moved = (def: object) => ({ _zod: { definition: def } }) as unknown as z.ZodMiniType;
    const withField = (field: unknown) => ({ _zod: { def: { type: 'object', shape: { id: field } } } }) as unknown as z.ZodMiniType;
    expect(fastObjectParse(moved({ type: 'object', shape: { id: z.int() } }))).toBeUndefined();
    expect(fastObjectParse(withField(moved({ type: 'number' })))).toBeUndefined();
    expect(fastObjectParse(withField({ _zod: { def: { type: 'literal', values: new Set([0, 1]) } } }))).toBeUndefined();
  });
});
