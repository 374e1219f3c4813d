import { useQuery } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ResponseShapeError } from '@/api/errors';
import { beachKeys } from '@/entities/beaches/keys';
import { beachesQuery } from '@/entities/beaches/queries';
import { createRegion, deleteRegion, fetchRegion, fetchRegions, updateRegion } from '@/entities/regions/api';
import { regionKeys, regionQuery, regionsQuery } from '@/entities/regions/queries';
import { useCreateRegion, useDeleteRegion, useUpdateRegion } from '@/entities/regions/mutations';
import { server } from '../../mocks/node-server';
import { isInvalidated, renderQueryHook } from '../utils/query-wrapper';
import { recordRequests, requestsTo } from '../utils/requests';
import { signIn } from '../utils/session';

beforeEach(signIn);

describe('region fetchers', () => {
  it('parses the seeded regions and a single region', async () => {
    const regions = await fetchRegions();
    expect(regions).toHaveLength(5);
    expect(regions[0]).toStrictEqual({ id: 1, region_name: 'Анталья', weight: 100 });
    expect(await fetchRegion(5)).toStrictEqual({ id: 5, region_name: 'Бодрум', weight: 40 });
  });

  it('drops a region with a text weight, keeps the others, and warns once naming the entity', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const textWeight = { id: 1, region_name: 'Анталья', weight: '100' };
    const kemer = { id: 2, region_name: 'Кемер', weight: 80 };
    server.use(http.get('*/v1/regions', () => HttpResponse.json([textWeight, kemer])));

    expect(await fetchRegions()).toStrictEqual([kemer]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/«регионы»[\s\S]*"weight"/), textWeight);
  });

  it('still rejects a body that is not an array as ResponseShapeError', async () => {
    server.use(http.get('*/v1/regions', () => HttpResponse.json({ regions: [] })));
    await expect(fetchRegions()).rejects.toBeInstanceOf(ResponseShapeError);
  });

  it('strips unknown fields', async () => {
    server.use(
      http.get('*/v1/regions/:id', () => HttpResponse.json({ id: 7, region_name: 'Белек', weight: 5, country: 'TR' })),
    );
    expect(await fetchRegion(7)).toStrictEqual({ id: 7, region_name: 'Белек', weight: 5 });
  });

  it('creates, updates and deletes with the bodies of SPEC §7', async () => {
    const requests = recordRequests();
    await createRegion({ region_name: 'Белек', weight: 60 });
    const created = (await fetchRegions()).find((region) => region.region_name === 'Белек');
    expect(created).toMatchObject({ weight: 60 });
    expect(JSON.parse(requestsTo(requests, 'POST', '/v1/regions')[0]!.body)).toEqual({
      region_name: 'Белек',
      weight: 60,
    });

    await updateRegion({ id: created!.id, region_name: 'Белек-Кадрие', weight: 65 });
    expect(JSON.parse(requestsTo(requests, 'PUT', `/v1/regions/${created!.id}`)[0]!.body)).toEqual({
      id: created!.id,
      region_name: 'Белек-Кадрие',
      weight: 65,
    });
    expect(await fetchRegion(created!.id)).toMatchObject({ region_name: 'Белек-Кадрие', weight: 65 });

    await deleteRegion(created!.id);
    expect((await fetchRegions()).map((region) => region.id)).not.toContain(created!.id);
  });
});

describe('region mutations', () => {
  it('create refetches the observed list before it resolves, leaving details alone', async () => {
    const { result, queryClient } = renderQueryHook(() => ({
      regions: useQuery(regionsQuery()),
      create: useCreateRegion(),
    }));
    // The mount's own refetch must not be what brings the new item.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await queryClient.fetchQuery(regionQuery(1, queryClient));

    const listWhenResolved = await act(() =>
      result.current.create
        .mutateAsync({ region_name: 'Белек', weight: 60 })
        .then(() => queryClient.getQueryData(regionsQuery().queryKey)),
    );

    expect(listWhenResolved?.map((region) => region.region_name)).toContain('Белек');
    expect(isInvalidated(queryClient, regionKeys.detail(1))).toBe(false);
  });

  it('update invalidates the list and that region only', async () => {
    const { result, queryClient } = renderQueryHook(() => useUpdateRegion());
    await Promise.all([
      queryClient.fetchQuery(regionsQuery()),
      queryClient.fetchQuery(regionQuery(1, queryClient)),
      queryClient.fetchQuery(regionQuery(2, queryClient)),
    ]);

    await act(() => result.current.mutateAsync({ id: 1, region_name: 'Анталья', weight: 99 }));

    expect(isInvalidated(queryClient, regionKeys.lists())).toBe(true);
    expect(isInvalidated(queryClient, regionKeys.detail(1))).toBe(true);
    expect(isInvalidated(queryClient, regionKeys.detail(2))).toBe(false);
  });

  it('delete invalidates regions and the beach lists that lose its beaches', async () => {
    const { result, queryClient } = renderQueryHook(() => useDeleteRegion());
    await Promise.all([queryClient.fetchQuery(regionsQuery()), queryClient.fetchQuery(beachesQuery({ region_id: 5 }))]);

    await act(() => result.current.mutateAsync(5));

    expect(isInvalidated(queryClient, regionKeys.lists())).toBe(true);
    expect(isInvalidated(queryClient, beachKeys.list({ region_id: 5 }))).toBe(true);
  });
});
