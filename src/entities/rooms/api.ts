import { api } from '@/api/client';
import { roomListSchema, type Room, type RoomInput } from './schema';

export const fetchRooms = (hotelId: number, signal?: AbortSignal) =>
  api.get(roomListSchema, `v1/rooms/hotel/${hotelId}`, { signal });

const roomBody = ({ room_type, square_meters, view, max_occupancy, hotel_id }: RoomInput) => ({
  room_type,
  square_meters,
  view,
  max_occupancy,
  hotel_id,
});

export const createRoom = (input: RoomInput) => api.post('v1/rooms', roomBody(input));

export const updateRoom = ({ id, ...fields }: Room) => api.put(`v1/rooms/${id}`, { id, ...roomBody(fields) });

export const deleteRoom = (id: number) => api.delete(`v1/rooms/${id}`);
