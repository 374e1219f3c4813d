import { act } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ResponseShapeError } from '@/api/errors';
import { deletePhoto, fetchPhotos, updatePhoto } from '@/entities/photos/api';
import { photoKeys, photosQuery } from '@/entities/photos/queries';
import { useDeletePhoto, useUpdatePhoto } from '@/entities/photos/mutations';
import { server } from '../../mocks/node-server';
import { createTestQueryClient, isInvalidated, renderQueryHook } from '../utils/query-wrapper';
import { recordRequests, requestsTo } from '../utils/requests';
import { signIn } from '../utils/session';

beforeEach(signIn);

const seaView = { id: 1, photo_name: 'Вид на море', photo_path: '/media/photos/1-sea-view.svg' };

describe('photo fetchers', () => {
  it('unwraps a hotel’s photos, without the hotel link', async () => {
    const photos = await fetchPhotos(1);
    expect(photos.map((photo) => photo.id)).toEqual([1, 2, 3]);
    expect(photos[0]).toStrictEqual(seaView);
    expect(await fetchPhotos(2)).toStrictEqual([{
      id: 4,
      photo_name: 'Пляж Коньяалты',
      photo_path: '/media/photos/4-konyaalti-beach.svg',
    }]);
    expect(await fetchPhotos(3)).toEqual([]);
  });

  it('strips unknown fields', async () => {
    server.use(http.get('*/v1/photos/hotel/:hotelId', () => HttpResponse.json({ photo: [{ ...seaView, width: 1200 }] })));
    expect(await fetchPhotos(1)).toStrictEqual([seaView]);
  });

  it.each([
    ['a bare array instead of { photo }', [seaView]],
    ['no photo key at all', { photos: [seaView] }],
  ])('rejects %s as ResponseShapeError', async (_, body) => {
    server.use(http.get('*/v1/photos/hotel/:hotelId', () => HttpResponse.json(body)));
    await expect(fetchPhotos(1)).rejects.toBeInstanceOf(ResponseShapeError);
  });

  it('drops a photo without a path, keeps the others, and warns once naming the entity', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const pathless = { id: 2, photo_name: 'Лобби' };
    server.use(http.get('*/v1/photos/hotel/:hotelId', () => HttpResponse.json({ photo: [pathless, seaView] })));

    expect(await fetchPhotos(1)).toStrictEqual([seaView]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/«фото»[\s\S]*"photo_path"/), pathless);
  });

  it('renames with { id, photo_name } and deletes', async () => {
    const requests = recordRequests();
    await updatePhoto({ ...seaView, photo_name: 'Море на закате' });
    expect(JSON.parse(requestsTo(requests, 'PUT', '/v1/photos')[0]!.body)).toEqual({
      id: 1,
      photo_name: 'Море на закате',
    });
    expect((await fetchPhotos(1))[0]).toMatchObject({ id: 1, photo_name: 'Море на закате' });

    await deletePhoto(1);
    expect(requestsTo(requests, 'DELETE', '/v1/photos/1')).toHaveLength(1);
    expect((await fetchPhotos(1)).map((photo) => photo.id)).toEqual([2, 3]);
  });
});

describe('photo mutations', () => {
  async function primed() {
    const queryClient = createTestQueryClient();
    await Promise.all([
      queryClient.fetchQuery(photosQuery(1)),
      queryClient.fetchQuery(photosQuery(2)),
    ]);
    return queryClient;
  }

  it('update invalidates the hotel’s list, not another hotel’s', async () => {
    const queryClient = await primed();
    const { result } = renderQueryHook(() => useUpdatePhoto(1), queryClient);

    await act(() => result.current.mutateAsync({ id: 1, photo_name: 'Море на закате' }));

    expect(isInvalidated(queryClient, photoKeys.list(1))).toBe(true);
    expect(isInvalidated(queryClient, photoKeys.list(2))).toBe(false);
  });

  it('delete invalidates the hotel’s list, not another hotel’s', async () => {
    const queryClient = await primed();
    const { result } = renderQueryHook(() => useDeletePhoto(1), queryClient);

    await act(() => result.current.mutateAsync(2));

    expect(isInvalidated(queryClient, photoKeys.list(1))).toBe(true);
    expect(isInvalidated(queryClient, photoKeys.list(2))).toBe(false);
  });
});
