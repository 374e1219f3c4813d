import { useQuery } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ResponseShapeError } from '@/api/errors';
import { createRoom, deleteRoom, fetchRooms, updateRoom } from '@/entities/rooms/api';
import { roomKeys, roomsQuery } from '@/entities/rooms/queries';
import { useCreateRoom, useDeleteRoom, useUpdateRoom } from '@/entities/rooms/mutations';
import { server } from '../../mocks/node-server';
import { createTestQueryClient, isInvalidated, renderQueryHook } from '../utils/query-wrapper';
import { recordRequests, requestsTo } from '../utils/requests';
import { signIn } from '../utils/session';

beforeEach(signIn);

const seededSuite = {
  id: 3,
  room_type: 'Family Suite',
  square_meters: 56,
  view: 'Море',
  max_occupancy: '4+2',
  hotel_id: 1,
};

describe('room fetchers', () => {
  it('lists a hotel’s rooms as a bare array', async () => {
    const rooms = await fetchRooms(1);
    expect(rooms.map((room) => room.id)).toEqual([1, 2, 3]);
    expect(rooms[2]).toStrictEqual(seededSuite);
  });

  it('strips unknown fields', async () => {
    server.use(http.get('*/v1/rooms/hotel/:hotelId', () => HttpResponse.json([{ ...seededSuite, balcony: true }])));
    expect(await fetchRooms(1)).toStrictEqual([seededSuite]);
  });

  it.each([
    ['a fractional area', { square_meters: 56.5 }],
    ['a numeric occupancy', { max_occupancy: 6 }],
    ['no hotel link', { hotel_id: undefined }],
  ])('drops a room with %s, keeps the others, and warns once', async (_, override) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const bad = { ...seededSuite, id: 4, ...override };
    server.use(http.get('*/v1/rooms/hotel/:hotelId', () => HttpResponse.json([bad, seededSuite])));

    expect(await fetchRooms(1)).toStrictEqual([seededSuite]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('«комнаты»'), bad);
  });

  it('still rejects a body that is not an array as ResponseShapeError', async () => {
    server.use(http.get('*/v1/rooms/hotel/:hotelId', () => HttpResponse.json({ rooms: [seededSuite] })));
    await expect(fetchRooms(1)).rejects.toBeInstanceOf(ResponseShapeError);
  });

  it('creates, updates by path id with the id in the body, and deletes', async () => {
    const requests = recordRequests();
    const input = { room_type: 'Economy', square_meters: 18, view: 'Двор', max_occupancy: '1', hotel_id: 6 };
    await createRoom(input);
    expect(JSON.parse(requestsTo(requests, 'POST', '/v1/rooms')[0]!.body)).toEqual(input);
    const created = (await fetchRooms(6)).at(-1)!;
    expect(created).toMatchObject(input);

    const edited = { ...created, max_occupancy: '2+1', square_meters: 20 };
    await updateRoom(edited);
    expect(JSON.parse(requestsTo(requests, 'PUT', `/v1/rooms/${created.id}`)[0]!.body)).toEqual(edited);
    expect((await fetchRooms(6)).at(-1)).toStrictEqual(edited);

    await deleteRoom(created.id);
    expect(requestsTo(requests, 'DELETE', `/v1/rooms/${created.id}`)).toHaveLength(1);
    expect((await fetchRooms(6)).map((room) => room.id)).toEqual([9]);
  });
});

describe('room mutations', () => {
  async function primed() {
    const queryClient = createTestQueryClient();
    await Promise.all([queryClient.fetchQuery(roomsQuery(1)), queryClient.fetchQuery(roomsQuery(2))]);
    return queryClient;
  }

  it('create fills in the hook’s hotel and refetches its observed list before it resolves', async () => {
    const queryClient = await primed();
    const requests = recordRequests();
    const { result } = renderQueryHook(
      () => ({ rooms: useQuery(roomsQuery(1)), create: useCreateRoom(1) }),
      queryClient,
    );
    // The mount's own refetch must not be what brings the new item.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));

    const listWhenResolved = await act(() =>
      result.current.create
        .mutateAsync({ room_type: 'Loft', square_meters: 40, view: 'Море', max_occupancy: '2' })
        .then(() => queryClient.getQueryData(roomsQuery(1).queryKey)),
    );

    expect(JSON.parse(requestsTo(requests, 'POST', '/v1/rooms')[0]!.body)).toMatchObject({ hotel_id: 1 });
    expect(listWhenResolved?.at(-1)).toMatchObject({ room_type: 'Loft', hotel_id: 1 });
    expect(isInvalidated(queryClient, roomKeys.list(2))).toBe(false);
  });

  it('update sends the hook’s hotel and invalidates only its list', async () => {
    const queryClient = await primed();
    const requests = recordRequests();
    const { result } = renderQueryHook(() => useUpdateRoom(1), queryClient);
    const { hotel_id: _hotel, ...fields } = seededSuite;

    await act(() => result.current.mutateAsync({ ...fields, view: 'Бассейн' }));

    expect(JSON.parse(requestsTo(requests, 'PUT', '/v1/rooms/3')[0]!.body)).toEqual({
      ...seededSuite,
      view: 'Бассейн',
    });
    expect(isInvalidated(queryClient, roomKeys.list(1))).toBe(true);
    expect(isInvalidated(queryClient, roomKeys.list(2))).toBe(false);
  });

  it('delete invalidates only the hotel’s list', async () => {
    const queryClient = await primed();
    const { result } = renderQueryHook(() => useDeleteRoom(1), queryClient);

    await act(() => result.current.mutateAsync(3));

    expect(isInvalidated(queryClient, roomKeys.list(1))).toBe(true);
    expect(isInvalidated(queryClient, roomKeys.list(2))).toBe(false);
    expect((await queryClient.fetchQuery(roomsQuery(1))).map((room) => room.id)).toEqual([1, 2]);
  });
});
