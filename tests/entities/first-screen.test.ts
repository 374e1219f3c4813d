import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { fetchHotelsByRegion } from '@/entities/hotels/api';
import type { FirstScreen } from '@/entities/hotels/first-screen';
import { firstHotelsByName, sortHotelsByName } from '@/entities/hotels/hotel-order';
import { hotelsByRegionQuery, loadRegionHotels } from '@/entities/hotels/queries';
import { useRegionHotels } from '@/entities/hotels/use-region-hotels';
import { hotelSchema, type Hotel } from '@/entities/hotels/schema';
import { listItems } from '@/entities/lenient-list';
import { server } from '../../mocks/node-server';
import { hotelFixture } from '../features/hotels/hotel-fixture';
import { renderQueryHook } from '../utils/query-wrapper';
import { signIn } from '../utils/session';

beforeEach(signIn);

const NAMES = ['Ель', 'Ёлка', 'Берег', 'Azure', 'azure', 'Яхта', 'Лара', 'Lara', 'Кемер', 'Side', 'Сиде', 'Ель'];

/** A region's answer of `count` hotels in no order, names repeated, with malformed records among them. */
function answer(count: number): unknown[] {
  const records: unknown[] = [];
  for (let index = 0; index < count; index += 1) {
    const hotel_name = `${NAMES[(index * 7) % NAMES.length]!} ${(index * 37) % 11}`;
    records.push(hotelFixture({ hotel_id: index + 1, hotel_name }));
  }
  records[3] = { ...(records[3] as Hotel), hotel_id: 'four' };
  records[8] = null;
  records[15] = { ...(records[15] as Hotel), hotel_name: 15 };
  records[21] = { ...(records[21] as Hotel), hotel_name: 'Azure 0', stars: '5' };
  return records;
}

const ids = (hotels: readonly Hotel[]) => hotels.map((hotel) => hotel.hotel_id);
const quietly = listItems('отели', hotelSchema);

describe('firstHotelsByName', () => {
  it.each([1, 5, 50, 300])('gives the first %i hotels the whole sorted list would, equal names in their order of arrival', (count) => {
    const records = answer(300);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const wholeList = sortHotelsByName(quietly.checkAll(records));
    warn.mockRestore();
    expect(ids(firstHotelsByName(records, count, quietly.checkOne))).toEqual(ids(wholeList.slice(0, count)));
  });

  it('checks only the records that would be among the first so far', () => {
    const records = answer(300);
    const check = vi.fn(quietly.checkOne);
    firstHotelsByName(records, 5, check);
    expect(check.mock.calls.length).toBeLessThan(100);
  });
});

describe("a region's hotels checked in two steps", () => {
  it('hands the first screenful over before the rest is checked, and still drops and reports a bad record further down', async () => {
    const records = answer(120).map((record, index) => (index === 100 ? { ...(record as Hotel), is_active: 'yes' } : record));
    server.use(http.get('*/v1/hotels', () => HttpResponse.json(records)));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const handedOver: { screen: FirstScreen; warningsBefore: number }[] = [];

    const hotels = await fetchHotelsByRegion(1, true, (screen) => handedOver.push({ screen, warningsBefore: warn.mock.calls.length }));

    expect(handedOver).toHaveLength(1);
    const [{ screen, warningsBefore }] = handedOver as [(typeof handedOver)[number]];
    expect(warningsBefore).toBe(0);
    expect(screen.total).toBe(120);
    expect(ids(screen.hotels)).toEqual(ids(hotels.slice(0, 50)));
    // The whole check, as for any list: each malformed record dropped with a warning of its own.
    expect(hotels).toHaveLength(115);
    expect(hotels.map((hotel) => hotel.hotel_id)).not.toContain(101);
    expect(warn).toHaveBeenCalledTimes(5);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/«отели» \(индекс 100\)[\s\S]*"is_active"/), records[100]);
  });

  it('leaves a malformed record out of the first screen, even one whose name would put it first', async () => {
    const first = hotelFixture({ hotel_id: 1, hotel_name: 'Азимут' });
    server.use(http.get('*/v1/hotels', () => HttpResponse.json([hotelFixture({ hotel_id: 2, hotel_name: 'Берег' }), { ...first, stars: null }])));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let screen: FirstScreen | undefined;

    expect(ids(await fetchHotelsByRegion(1, true, (shown) => (screen = shown)))).toEqual([2]);
    expect(screen).toEqual({ hotels: [expect.objectContaining({ hotel_id: 2 })], total: 2 });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("lets the list's loader go on with the first screen, while the cache only ever holds the whole list", async () => {
    server.use(http.get('*/v1/hotels', () => HttpResponse.json(answer(120))));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const queryClient = createQueryClient();
    const { queryKey } = hotelsByRegionQuery(1);

    await loadRegionHotels(queryClient, 1, false);

    expect(queryClient.getQueryData(queryKey)).toBeUndefined();
    const { result } = renderQueryHook(() => useRegionHotels(1, true), queryClient);
    expect(result.current).toEqual({ hotels: expect.any(Array), total: 120 });
    expect(result.current?.hotels).toHaveLength(50);
    expect(renderQueryHook(() => useRegionHotels(1, false), queryClient).result.current).toBeUndefined();

    await vi.waitFor(() => expect(queryClient.getQueryData(queryKey)).toHaveLength(116));
    await vi.waitFor(() => expect(result.current?.total).toBe(116));
  });
});
