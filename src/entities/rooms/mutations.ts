import { useListItemSave, useSave } from '../use-save';
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
  useListItemSave(roomKeys.list(hotelId), (room: RoomFields & { id: number }) => updateRoom({ ...room, hotel_id: hotelId }), {
    log: 'Не удалось обновить комнату',
    toast: 'Ошибка при обновлении комнаты!',
  });

export const useDeleteRoom = (hotelId: number) =>
  useListItemSave(roomKeys.list(hotelId), deleteRoom, { log: 'Не удалось удалить комнату', toast: 'Ошибка при удалении комнаты!' });
