import { act } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ResponseShapeError } from '@/api/errors';
import { deleteVideo, fetchVideo, fetchVideos, updateVideo } from '@/entities/videos/api';
import { videoKeys, videoQuery, videosQuery } from '@/entities/videos/queries';
import { useDeleteVideo, useUpdateVideo } from '@/entities/videos/mutations';
import { SEED_VIDEO_PATH } from '../../mocks/db';
import { server } from '../../mocks/node-server';
import { createTestQueryClient, isInvalidated, renderQueryHook } from '../utils/query-wrapper';
import { recordRequests, requestsTo } from '../utils/requests';
import { signIn } from '../utils/session';

beforeEach(signIn);

const drone = {
  id: 1,
  video_name: 'Пляж Лара с дрона',
  file_id: 'BAACAgIAAxkBAAIBdemoVideoSea',
  video_path: SEED_VIDEO_PATH,
  hotel_id: 1,
};

describe('video fetchers', () => {
  it('unwraps a hotel’s videos, keeping the hotel link, and fetches one', async () => {
    const [video, ...rest] = await fetchVideos(1);
    expect(rest).toEqual([]);
    expect(video).toStrictEqual({ ...drone, thumbnail_path: expect.stringMatching(/^\/media\//) });
    expect(await fetchVideo(1)).toStrictEqual(video);
    expect(await fetchVideos(2)).toEqual([]);
  });

  it('accepts a null or absent thumbnail and hotel link, and strips unknown fields', async () => {
    const { hotel_id: _hotel, ...withoutHotel } = drone;
    server.use(
      http.get('*/v1/videos/hotel/:hotelId', () =>
        HttpResponse.json({ video: [{ ...drone, thumbnail_path: null, duration: 12 }, withoutHotel] }),
      ),
    );
    expect(await fetchVideos(1)).toStrictEqual([{ ...drone, thumbnail_path: null }, withoutHotel]);
  });

  it.each([
    ['a bare array instead of { video }', [drone]],
    ['no video key at all', { videos: [drone] }],
  ])('rejects %s as ResponseShapeError', async (_, body) => {
    server.use(http.get('*/v1/videos/hotel/:hotelId', () => HttpResponse.json(body)));
    await expect(fetchVideos(1)).rejects.toBeInstanceOf(ResponseShapeError);
  });

  it('drops a video with a numeric file id, keeps the others, and warns once naming the entity', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const numericFileId = { ...drone, id: 2, file_id: 42 };
    server.use(http.get('*/v1/videos/hotel/:hotelId', () => HttpResponse.json({ video: [numericFileId, drone] })));

    expect(await fetchVideos(1)).toStrictEqual([drone]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/«видео»[\s\S]*"file_id"/), numericFileId);
  });

  it('updates with exactly { id, video_name, file_id } and deletes', async () => {
    const requests = recordRequests();
    await updateVideo({ ...drone, video_name: 'Лара с высоты', file_id: 'BAAC-new' });
    expect(JSON.parse(requestsTo(requests, 'PUT', '/v1/videos')[0]!.body)).toEqual({
      id: 1,
      video_name: 'Лара с высоты',
      file_id: 'BAAC-new',
    });
    expect(await fetchVideo(1)).toMatchObject({ video_name: 'Лара с высоты', file_id: 'BAAC-new' });

    await deleteVideo(1);
    expect(requestsTo(requests, 'DELETE', '/v1/videos/1')).toHaveLength(1);
    expect(await fetchVideos(1)).toEqual([]);
  });
});

describe('video mutations', () => {
  async function primed() {
    const queryClient = createTestQueryClient();
    await Promise.all([
      queryClient.fetchQuery(videosQuery(1)),
      queryClient.fetchQuery(videosQuery(2)),
      queryClient.fetchQuery(videoQuery(1)),
    ]);
    return queryClient;
  }

  it('update invalidates the hotel’s list and that video, not another hotel’s list', async () => {
    const queryClient = await primed();
    const { result } = renderQueryHook(() => useUpdateVideo(1), queryClient);

    await act(() => result.current.mutateAsync({ id: 1, video_name: 'Лара с высоты', file_id: 'BAAC-new' }));

    expect(isInvalidated(queryClient, videoKeys.list(1))).toBe(true);
    expect(isInvalidated(queryClient, videoKeys.detail(1))).toBe(true);
    expect(isInvalidated(queryClient, videoKeys.list(2))).toBe(false);
  });

  it('delete invalidates the hotel’s list and that video, not another hotel’s list', async () => {
    const queryClient = await primed();
    const { result } = renderQueryHook(() => useDeleteVideo(1), queryClient);

    await act(() => result.current.mutateAsync(1));

    expect(isInvalidated(queryClient, videoKeys.list(1))).toBe(true);
    expect(isInvalidated(queryClient, videoKeys.detail(1))).toBe(true);
    expect(isInvalidated(queryClient, videoKeys.list(2))).toBe(false);
    expect(await queryClient.fetchQuery(videosQuery(1))).toEqual([]);
  });
});
