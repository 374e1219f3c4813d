import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { createRoom, deleteRoom, fetchRooms, updateRoom } from './api';
import type { RoomFields } from './schema';

export const roomKeys = {
  all: ['rooms'] as const,
  lists: () => [...roomKeys.all, 'list'] as const,
  list: (hotelId: number) => [...roomKeys.lists(), hotelId] as const,
};

export const roomsQuery = (hotelId: number) =>
  queryOptions({
    queryKey: roomKeys.list(hotelId),
    queryFn: ({ signal }) => fetchRooms(hotelId, signal),
    meta: { failure: { log: 'Не удалось загрузить комнаты', toast: 'Ошибка при загрузке комнат!' } },
  });

export function useCreateRoom(hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: RoomFields) => createRoom({ ...fields, hotel_id: hotelId }),
    meta: { failure: { log: 'Не удалось создать комнату', toast: 'Ошибка при создании комнаты!' } },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roomKeys.list(hotelId) }),
  });
}

export function useUpdateRoom(hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (room: RoomFields & { id: number }) => updateRoom({ ...room, hotel_id: hotelId }),
    meta: {
      failure: { log: 'Не удалось обновить комнату', toast: 'Ошибка при обновлении комнаты!' },
      refetchOnNotFound: roomKeys.list(hotelId),
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roomKeys.list(hotelId) }),
  });
}

export function useDeleteRoom(hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRoom,
    meta: {
      failure: { log: 'Не удалось удалить комнату', toast: 'Ошибка при удалении комнаты!' },
      refetchOnNotFound: roomKeys.list(hotelId),
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roomKeys.list(hotelId) }),
  });
}
