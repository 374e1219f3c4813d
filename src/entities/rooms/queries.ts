import { queryOptions } from '@tanstack/react-query';
import { perHotelKeys, useSave } from '../use-save';
import { createRoom, deleteRoom, fetchRooms, updateRoom } from './api';
import type { RoomFields } from './schema';

export const roomKeys = perHotelKeys('rooms');

export const roomsQuery = (hotelId: number) =>
  queryOptions({
    queryKey: roomKeys.list(hotelId),
    queryFn: ({ signal }) => fetchRooms(hotelId, signal),
    meta: { failure: { log: 'Не удалось загрузить комнаты', toast: 'Ошибка при загрузке комнат!' } },
  });

export const useCreateRoom = (hotelId: number) =>
  useSave({
    save: (fields: RoomFields) => createRoom({ ...fields, hotel_id: hotelId }),
    failure: { log: 'Не удалось создать комнату', toast: 'Ошибка при создании комнаты!' },
    stale: () => [{ queryKey: roomKeys.list(hotelId) }],
  });

export const useUpdateRoom = (hotelId: number) =>
  useSave({
    save: (room: RoomFields & { id: number }) => updateRoom({ ...room, hotel_id: hotelId }),
    failure: { log: 'Не удалось обновить комнату', toast: 'Ошибка при обновлении комнаты!' },
    stale: () => [{ queryKey: roomKeys.list(hotelId) }],
    refetchOnNotFound: roomKeys.list(hotelId),
  });

export const useDeleteRoom = (hotelId: number) =>
  useSave({
    save: deleteRoom,
    failure: { log: 'Не удалось удалить комнату', toast: 'Ошибка при удалении комнаты!' },
    stale: () => [{ queryKey: roomKeys.list(hotelId) }],
    refetchOnNotFound: roomKeys.list(hotelId),
  });
