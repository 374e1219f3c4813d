import { useQuery } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ResponseShapeError } from '@/api/errors';
import {
  createHotel,
  deleteHotel,
  fetchAllHotels,
  fetchHotel,
  fetchHotelsByRegion,
  updateHotel,
} from '@/entities/hotels/api';
import { hotelKeys } from '@/entities/hotels/keys';
import { allHotelsQuery, hotelQuery, hotelsByRegionQuery } from '@/entities/hotels/queries';
import { useCreateHotel, useDeleteHotel, useUpdateHotel } from '@/entities/hotels/mutations';
import type { HotelInput } from '@/entities/hotels/schema';
import { seedHotels } from '../../mocks/db/seed-hotels';
import { server } from '../../mocks/node-server';
import { createTestQueryClient, isInvalidated, renderQueryHook } from '../utils/query-wrapper';
import { recordRequests, requestsTo } from '../utils/requests';
import { signIn } from '../utils/session';

beforeEach(signIn);

const ids = (hotels: { hotel_id: number }[]) => hotels.map((hotel) => hotel.hotel_id);

const newHotel: HotelInput = {
  hotel_name: 'Belek Golf Resort',
  hotel_description: 'Курорт у гольф-полей Белека.',
  services: 'Гольф, SPA',
  for_child: 'Мини-клуб',
  resto: 'Шведский стол',
  recommend_list: 0,
  stars: 5,
  google_maps: 'https://www.google.com/maps?q=36.85,31.05',
  region_id: 1,
  is_active: true,
};

describe('hotel fetchers', () => {
  it('lists a region in name order, with inactive hotels by default, and without them when asked', async () => {
    const requests = recordRequests();
    // Lara Sun Palace, Konyaalti Bay Hotel, Antalya Garden Resort and Lara Family Club (inactive), by name.
    expect(ids(await fetchHotelsByRegion(1))).toEqual([3, 2, 4, 1]);
    expect(ids(await fetchHotelsByRegion(1, false))).toEqual([3, 2, 1]);
    const params = requestsTo(requests, 'GET', '/v1/hotels').map((call) => Object.fromEntries(call.url.searchParams));
    expect(params).toEqual([
      { region_id: '1', include_inactive: 'true' },
      { region_id: '1', include_inactive: 'false' },
    ]);
  });

  it('lists all hotels with the flag it is given', async () => {
    const requests = recordRequests();
    expect(await fetchAllHotels(true)).toHaveLength(15);
    expect(ids(await fetchAllHotels(false))).not.toContain(11);
    const params = requestsTo(requests, 'GET', '/v1/hotels').map((call) => Object.fromEntries(call.url.searchParams));
    expect(params).toEqual([{ include_inactive: 'true' }, { include_inactive: 'false' }]);
  });

  it('fetches one hotel as the first element, null optional fields included, or undefined for none', async () => {
    const requests = recordRequests();
    const hotel = await fetchHotel(9);
    expect(hotel).toStrictEqual(seedHotels[8]);
    expect(hotel).toMatchObject({ hotel_name: 'Side Ancient Shore', deposit: null, beach_id: null });
    expect(requestsTo(requests, 'GET', '/v1/hotels')[0]!.url.searchParams.get('hotel_id')).toBe('9');
    expect(await fetchHotel(999)).toBeUndefined();
    const queryClient = createTestQueryClient();
    expect(await queryClient.fetchQuery(hotelQuery(999, queryClient))).toBeNull();
  });

  it('accepts absent optional fields and strips unknown ones', async () => {
    const { deposit: _deposit, beach_id: _beach, ...required } = seedHotels[0]!;
    server.use(http.get('*/v1/hotels', () => HttpResponse.json([{ ...required, rating: 9.1 }])));
    expect(await fetchHotel(1)).toStrictEqual(required);
  });

  it('drops a hotel without hotel_id, lists the others, and warns once naming the entity and the field', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { hotel_id: _id, ...withoutId } = seedHotels[1]!;
    server.use(http.get('*/v1/hotels', () => HttpResponse.json([seedHotels[0], withoutId, seedHotels[2]])));

    expect(await fetchHotelsByRegion(1)).toStrictEqual([seedHotels[2], seedHotels[0]]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/«отели»[\s\S]*"hotel_id"/), withoutId);
  });

  it.each([
    ['recommend_list outside 0|1', { recommend_list: 2 }],
    ['a string id', { hotel_id: '1' }],
    ['is_active as a number', { is_active: 1 }],
  ])('drops a hotel with %s and keeps the good ones', async (_, override) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.get('*/v1/hotels', () => HttpResponse.json([{ ...seedHotels[0], ...override }, seedHotels[1], seedHotels[2]])),
    );
    expect(ids(await fetchHotelsByRegion(1))).toEqual([3, 2]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['an object instead of an array', { hotels: [seedHotels[0]] }],
    ['null', null],
  ])('still rejects a body that is %s as ResponseShapeError', async (_, body) => {
    server.use(http.get('*/v1/hotels', () => HttpResponse.json(body)));
    await expect(fetchHotelsByRegion(1)).rejects.toBeInstanceOf(ResponseShapeError);
  });

  it('creates with exactly the hotel fields, absent optional ones as null', async () => {
    const requests = recordRequests();
    await createHotel({ ...newHotel, ...{ form_dirty: true } });
    expect(JSON.parse(requestsTo(requests, 'POST', '/v1/hotels')[0]!.body)).toEqual({
      ...newHotel,
      deposit: null,
      beach_id: null,
    });
    const stored = (await fetchHotelsByRegion(1)).find((hotel) => hotel.hotel_name === 'Belek Golf Resort');
    expect(stored).toMatchObject({ ...newHotel, deposit: null, beach_id: null });
  });

  it('updates with hotel_id in the path and the body, and deletes', async () => {
    const requests = recordRequests();
    const edited = { ...seedHotels[1]!, hotel_name: 'Konyaalti Bay', deposit: null, is_active: false };
    await updateHotel(edited);
    expect(JSON.parse(requestsTo(requests, 'PUT', '/v1/hotels/2')[0]!.body)).toEqual(edited);
    expect(await fetchHotel(2)).toStrictEqual(edited);

    await deleteHotel(2);
    expect(requestsTo(requests, 'DELETE', '/v1/hotels/2')).toHaveLength(1);
    expect(await fetchHotel(2)).toBeUndefined();
  });
});

describe('hotel mutations', () => {
  async function primed() {
    const queryClient = createTestQueryClient();
    await Promise.all([
      queryClient.fetchQuery(hotelsByRegionQuery(1)),
      queryClient.fetchQuery(allHotelsQuery()),
      queryClient.fetchQuery(hotelQuery(1, queryClient)),
      queryClient.fetchQuery(hotelQuery(2, queryClient)),
    ]);
    return queryClient;
  }

  it('create refetches the observed region list before it resolves', async () => {
    const queryClient = await primed();
    const { result } = renderQueryHook(
      () => ({ hotels: useQuery(hotelsByRegionQuery(1)), create: useCreateHotel() }),
      queryClient,
    );
    // The mount's own refetch must not be what brings the new item.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));

    const listWhenResolved = await act(() =>
      result.current.create.mutateAsync(newHotel).then(() => queryClient.getQueryData(hotelsByRegionQuery(1).queryKey)),
    );

    expect(listWhenResolved?.map((hotel) => hotel.hotel_name)).toContain('Belek Golf Resort');
    expect(isInvalidated(queryClient, hotelKeys.allHotels())).toBe(true);
    expect(isInvalidated(queryClient, hotelKeys.detail(1))).toBe(false);
  });

  it('update invalidates the lists and that hotel only', async () => {
    const queryClient = await primed();
    const { result } = renderQueryHook(() => useUpdateHotel(), queryClient);

    await act(() => result.current.mutateAsync({ ...seedHotels[1]!, stars: 4 }));

    expect(isInvalidated(queryClient, hotelKeys.byRegion(1))).toBe(true);
    expect(isInvalidated(queryClient, hotelKeys.allHotels())).toBe(true);
    expect(isInvalidated(queryClient, hotelKeys.detail(2))).toBe(true);
    expect(isInvalidated(queryClient, hotelKeys.detail(1))).toBe(false);
  });

  it('delete invalidates the lists and that hotel only', async () => {
    const queryClient = await primed();
    const { result } = renderQueryHook(() => useDeleteHotel(), queryClient);

    await act(() => result.current.mutateAsync(2));

    expect(isInvalidated(queryClient, hotelKeys.byRegion(1))).toBe(true);
    expect(isInvalidated(queryClient, hotelKeys.detail(2))).toBe(true);
    expect(isInvalidated(queryClient, hotelKeys.detail(1))).toBe(false);
    expect(await queryClient.fetchQuery(hotelQuery(2, queryClient))).toBeNull();
  });
});
