import { act } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ResponseShapeError } from '@/api/errors';
import { deleteReel, fetchReels, updateReel } from '@/entities/reels/api';
import { reelKeys, reelsQuery } from '@/entities/reels/queries';
import { useDeleteReel, useUpdateReel } from '@/entities/reels/mutations';
import { SEED_REEL_PATH } from '../../mocks/db';
import { server } from '../../mocks/node-server';
import { createTestQueryClient, isInvalidated, renderQueryHook } from '../utils/query-wrapper';
import { recordRequests, requestsTo } from '../utils/requests';
import { signIn } from '../utils/session';

beforeEach(signIn);

const poolMorning = {
  id: 1,
  reels_name: 'Утро у бассейна',
  file_id: 'BAACAgIAAxkBAAIBdemoReelPool',
  reels_path: SEED_REEL_PATH,
  thumbnail_path: null,
};

describe('reel fetchers', () => {
  it('unwraps a hotel’s reels with their null thumbnail, without the hotel link', async () => {
    expect(await fetchReels(1)).toStrictEqual([poolMorning]);
    expect(await fetchReels(2)).toEqual([]);
  });

  it('accepts an absent thumbnail and strips unknown fields', async () => {
    const { thumbnail_path: _thumb, ...withoutThumb } = poolMorning;
    server.use(http.get('*/v1/reels/hotel/:hotelId', () => HttpResponse.json({ reels: [{ ...withoutThumb, likes: 3 }] })));
    expect(await fetchReels(1)).toStrictEqual([withoutThumb]);
  });

  it.each([
    ['a bare array instead of { reels }', [poolMorning]],
    ['no reels key at all', { reel: [poolMorning] }],
  ])('rejects %s as ResponseShapeError', async (_, body) => {
    server.use(http.get('*/v1/reels/hotel/:hotelId', () => HttpResponse.json(body)));
    await expect(fetchReels(1)).rejects.toBeInstanceOf(ResponseShapeError);
  });

  it('drops a reel without a path, keeps the others, and warns once naming the entity', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { reels_path: _path, ...pathless } = { ...poolMorning, id: 2 };
    server.use(http.get('*/v1/reels/hotel/:hotelId', () => HttpResponse.json({ reels: [poolMorning, pathless] })));

    expect(await fetchReels(1)).toStrictEqual([poolMorning]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/«рилсы»[\s\S]*"reels_path"/), pathless);
  });

  it('updates with exactly { id, reels_name, file_id } and deletes', async () => {
    const requests = recordRequests();
    await updateReel({ ...poolMorning, reels_name: 'Бассейн утром', file_id: 'BAAC-pool-2' });
    expect(JSON.parse(requestsTo(requests, 'PUT', '/v1/reels')[0]!.body)).toEqual({
      id: 1,
      reels_name: 'Бассейн утром',
      file_id: 'BAAC-pool-2',
    });
    expect(await fetchReels(1)).toMatchObject([{ id: 1, reels_name: 'Бассейн утром', file_id: 'BAAC-pool-2' }]);

    await deleteReel(1);
    expect(requestsTo(requests, 'DELETE', '/v1/reels/1')).toHaveLength(1);
    expect(await fetchReels(1)).toEqual([]);
  });
});

describe('reel mutations', () => {
  async function primed() {
    const queryClient = createTestQueryClient();
    await Promise.all([queryClient.fetchQuery(reelsQuery(1)), queryClient.fetchQuery(reelsQuery(2))]);
    return queryClient;
  }

  it('update invalidates the hotel’s list, not another hotel’s', async () => {
    const queryClient = await primed();
    const { result } = renderQueryHook(() => useUpdateReel(1), queryClient);

    await act(() => result.current.mutateAsync({ id: 1, reels_name: 'Бассейн утром', file_id: 'BAAC-pool-2' }));

    expect(isInvalidated(queryClient, reelKeys.list(1))).toBe(true);
    expect(isInvalidated(queryClient, reelKeys.list(2))).toBe(false);
  });

  it('delete invalidates the hotel’s list, not another hotel’s', async () => {
    const queryClient = await primed();
    const { result } = renderQueryHook(() => useDeleteReel(1), queryClient);

    await act(() => result.current.mutateAsync(1));

    expect(isInvalidated(queryClient, reelKeys.list(1))).toBe(true);
    expect(isInvalidated(queryClient, reelKeys.list(2))).toBe(false);
    expect(await queryClient.fetchQuery(reelsQuery(1))).toEqual([]);
  });
});
