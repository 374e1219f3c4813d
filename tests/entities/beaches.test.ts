import { act } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ResponseShapeError } from '@/api/errors';
import { createBeach, deleteBeach, fetchBeaches } from '@/entities/beaches/api';
import { beachesQuery } from '@/entities/beaches/queries';
import { useCreateBeach, useDeleteBeach } from '@/entities/beaches/mutations';
import { beachKeys } from '@/entities/beaches/keys';
import { hotelKeys } from '@/entities/hotels/keys';
import { hotelQuery } from '@/entities/hotels/queries';
import { server } from '../../mocks/node-server';
import { createTestQueryClient, isInvalidated, renderQueryHook } from '../utils/query-wrapper';
import { recordRequests, requestsTo } from '../utils/requests';
import { signIn } from '../utils/session';

beforeEach(signIn);

const ids = (beaches: { id: number }[]) => beaches.map((beach) => beach.id);

describe('beach fetchers', () => {
  it('lists with skip 0 and limit 100 by default, and no filters it was not given', async () => {
    const requests = recordRequests();
    const beaches = await fetchBeaches();
    expect(beaches).toHaveLength(10);
    expect(beaches[0]).toStrictEqual({ id: 1, beach_name: 'Коньяалты', region_id: 1 });
    const [call] = requestsTo(requests, 'GET', '/v1/beaches');
    expect(Object.fromEntries(call!.url.searchParams)).toEqual({ skip: '0', limit: '100' });
  });

  it('sends the filters and paging it is given', async () => {
    const requests = recordRequests();
    expect(ids(await fetchBeaches({ region_id: 2 }))).toEqual([3, 4, 5]);
    expect(ids(await fetchBeaches({ skip: 2, limit: 3 }))).toEqual([3, 4, 5]);
    expect(ids(await fetchBeaches({ beach_name: 'лара', id: 2 }))).toEqual([2]);
    const params = requestsTo(requests, 'GET', '/v1/beaches').map((call) => Object.fromEntries(call.url.searchParams));
    expect(params).toEqual([
      { skip: '0', limit: '100', region_id: '2' },
      { skip: '2', limit: '3' },
      { skip: '0', limit: '100', id: '2', beach_name: 'лара' },
    ]);
  });

  it('drops a beach without a region, keeps the others, and warns once naming the entity', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const regionless = { id: 1, beach_name: 'Лара' };
    const konyaalti = { id: 2, beach_name: 'Коньяалты', region_id: 1 };
    server.use(http.get('*/v1/beaches', () => HttpResponse.json([regionless, konyaalti])));

    expect(await fetchBeaches()).toStrictEqual([konyaalti]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/«пляжи»[\s\S]*"region_id"/), regionless);
  });

  it('still rejects a body that is not an array as ResponseShapeError', async () => {
    server.use(http.get('*/v1/beaches', () => HttpResponse.json({ beaches: [] })));
    await expect(fetchBeaches()).rejects.toBeInstanceOf(ResponseShapeError);
  });

  it('strips unknown fields', async () => {
    server.use(
      http.get('*/v1/beaches', () =>
        HttpResponse.json([{ id: 3, beach_name: 'Лунный пляж', region_id: 2, blue_flag: true }]),
      ),
    );
    expect(await fetchBeaches()).toStrictEqual([{ id: 3, beach_name: 'Лунный пляж', region_id: 2 }]);
  });

  it('creates and deletes with the bodies of SPEC §7', async () => {
    const requests = recordRequests();
    await createBeach({ beach_name: 'Сорган', region_id: 3 });
    const [created] = await fetchBeaches({ region_id: 3 });
    expect(created).toMatchObject({ beach_name: 'Сорган', region_id: 3 });
    expect(JSON.parse(requestsTo(requests, 'POST', '/v1/beaches')[0]!.body)).toEqual({
      beach_name: 'Сорган',
      region_id: 3,
    });

    await deleteBeach(created!.id);
    expect(requestsTo(requests, 'DELETE', `/v1/beaches/${created!.id}`)).toHaveLength(1);
    expect(await fetchBeaches({ region_id: 3 })).toEqual([]);
  });
});

describe('beach mutations', () => {
  async function primeLists() {
    const queryClient = createTestQueryClient();
    await Promise.all([
      queryClient.fetchQuery(beachesQuery()),
      queryClient.fetchQuery(beachesQuery({ region_id: 1 })),
      queryClient.fetchQuery(beachesQuery({ region_id: 2 })),
    ]);
    return queryClient;
  }

  it('create invalidates the unfiltered list and its region, not another region', async () => {
    const queryClient = await primeLists();
    const { result } = renderQueryHook(() => useCreateBeach(), queryClient);

    await act(() => result.current.mutateAsync({ beach_name: 'Топчам', region_id: 1 }));

    expect(isInvalidated(queryClient, beachKeys.list())).toBe(true);
    expect(isInvalidated(queryClient, beachKeys.list({ region_id: 1 }))).toBe(true);
    expect(isInvalidated(queryClient, beachKeys.list({ region_id: 2 }))).toBe(false);
    expect(ids(await queryClient.fetchQuery(beachesQuery({ region_id: 1 })))).toHaveLength(3);
  });

  it('delete invalidates its region and the hotels that lose the beach', async () => {
    const queryClient = await primeLists();
    await queryClient.fetchQuery(hotelQuery(1, queryClient));
    const { result } = renderQueryHook(() => useDeleteBeach(), queryClient);

    await act(() => result.current.mutateAsync({ id: 2, region_id: 1 }));

    expect(isInvalidated(queryClient, beachKeys.list({ region_id: 1 }))).toBe(true);
    expect(isInvalidated(queryClient, beachKeys.list({ region_id: 2 }))).toBe(false);
    expect(isInvalidated(queryClient, hotelKeys.detail(1))).toBe(true);
  });
});
