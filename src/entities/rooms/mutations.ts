import { useSave } from '../use-save';
import { createRoom, deleteRoom, updateRoom } from './api';
import type { RoomFields } from './schema';
import { roomKeys } from './queries';

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
