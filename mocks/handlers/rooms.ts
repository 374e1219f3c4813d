import { http } from 'msw';
import { db, nextId, type Room } from '../db/index.ts';
import { checkBodyId, optionalText, requiredInt, requiredText } from './fields.ts';
import { created, deleted, ok, pathId, readJsonObject, route } from './http-kit.ts';
import { existingHotelId, hotelOr404, removeWhere, rowOr404 } from './lookups.ts';

function readRoom(body: Record<string, unknown>, current?: Room): Omit<Room, 'id'> {
  const room_type = requiredText(body, 'room_type');
  const square_meters = requiredInt(body, 'square_meters', { min: 0, max: 10_000 });
  const view = optionalText(body, 'view', current?.view ?? '');
  const max_occupancy = requiredText(body, 'max_occupancy');
  // On update the panel resends hotel_id; a room cannot silently lose its hotel if it does not.
  const hotel_id =
    body.hotel_id === undefined && current ? current.hotel_id : existingHotelId(requiredInt(body, 'hotel_id'));
  return { room_type, square_meters, view, max_occupancy, hotel_id };
}

export const roomHandlers = [
  http.get(
    '*/v1/rooms/hotel/:hotelId',
    route(({ params }) => {
      const hotel = hotelOr404(pathId(params, 'hotelId'));
      return ok(db.rooms.filter((room) => room.hotel_id === hotel.hotel_id));
    }),
  ),

  http.post(
    '*/v1/rooms',
    route(async ({ request }) => {
      const room: Room = { id: nextId('rooms'), ...readRoom(await readJsonObject(request)) };
      db.rooms.push(room);
      return created(room);
    }),
  ),

  http.put(
    '*/v1/rooms/:id',
    route(async ({ request, params }) => {
      const room = rowOr404(db.rooms, pathId(params), 'Комната');
      const body = await readJsonObject(request);
      checkBodyId(body, 'id', room.id);
      Object.assign(room, readRoom(body, room));
      return ok(room);
    }),
  ),

  http.delete(
    '*/v1/rooms/:id',
    route(({ params }) => {
      const room = rowOr404(db.rooms, pathId(params), 'Комната');
      removeWhere(db.rooms, (candidate) => candidate.id === room.id);
      return deleted('Комната удалена.');
    }),
  ),
];
