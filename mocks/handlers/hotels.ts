import { http } from 'msw';
import { db, nextId, type Hotel } from '../db/index.ts';
import { checkBodyId } from './fields.ts';
import { created, deleted, ok, pathId, queryBoolean, queryInt, readJsonObject, route } from './http-kit.ts';
import { readHotel } from './hotel-body.ts';
import { hotelOr404, removeWhere } from './lookups.ts';
import { deleteMediaOfHotel } from './media-store.ts';

function listHotels(url: URL): Hotel[] {
  const hotelId = queryInt(url, 'hotel_id');
  const regionId = queryInt(url, 'region_id');
  // SPEC §7: a region's list includes inactive hotels unless told otherwise; the global list excludes them.
  const includeInactive = queryBoolean(url, 'include_inactive', regionId !== undefined || hotelId !== undefined);
  return db.hotels
    .filter((hotel) => hotelId === undefined || hotel.hotel_id === hotelId)
    .filter((hotel) => regionId === undefined || hotel.region_id === regionId)
    .filter((hotel) => includeInactive || hotel.is_active);
}

export const hotelHandlers = [
  http.get(
    '*/v1/hotels',
    route(({ request }) => ok(listHotels(new URL(request.url)))),
  ),

  http.post(
    '*/v1/hotels',
    route(async ({ request }) => {
      const hotel: Hotel = { hotel_id: nextId('hotels'), ...readHotel(await readJsonObject(request)) };
      db.hotels.push(hotel);
      return created(hotel);
    }),
  ),

  http.put(
    '*/v1/hotels/:id',
    route(async ({ request, params }) => {
      const hotel = hotelOr404(pathId(params));
      const body = await readJsonObject(request);
      checkBodyId(body, 'hotel_id', hotel.hotel_id);
      Object.assign(hotel, readHotel(body, hotel));
      return ok(hotel);
    }),
  ),

  http.delete(
    '*/v1/hotels/:id',
    route(({ params }) => {
      const hotel = hotelOr404(pathId(params));
      removeWhere(db.rooms, (room) => room.hotel_id === hotel.hotel_id);
      removeWhere(db.news, (item) => item.hotel_id === hotel.hotel_id);
      deleteMediaOfHotel(hotel.hotel_id);
      removeWhere(db.hotels, (candidate) => candidate.hotel_id === hotel.hotel_id);
      return deleted('Отель удалён.');
    }),
  ),
];
