import { http } from 'msw';
import { db, nextId, type Reel } from '../db/index.ts';
import { requiredInt, requiredText } from './fields.ts';
import { created, deleted, ok, pathId, readJsonObject, route } from './http-kit.ts';
import { hotelOr404, removeWhere, rowOr404 } from './lookups.ts';
import { forgetFiles, storeUpload } from './media-store.ts';
import { readUpload } from './upload.ts';

export const reelHandlers = [
  http.get(
    '*/v1/reels/hotel/:hotelId',
    route(({ params }) => {
      const hotel = hotelOr404(pathId(params, 'hotelId'));
      return ok({ reels: db.reels.filter((reel) => reel.hotel_id === hotel.hotel_id) });
    }),
  ),

  http.post(
    '*/v1/reels/:hotelId',
    route(async ({ request, params }) => {
      const hotel = hotelOr404(pathId(params, 'hotelId'));
      const { fields, file, bytes } = await readUpload(request, ['reels_name', 'file_id'], 'video');
      const id = nextId('reels');
      const reel: Reel = {
        id,
        reels_name: fields.reels_name ?? '',
        file_id: fields.file_id ?? '',
        reels_path: storeUpload('reels', id, file, bytes),
        thumbnail_path: null,
        hotel_id: hotel.hotel_id,
      };
      db.reels.push(reel);
      return created(reel);
    }),
  ),

  http.put(
    '*/v1/reels',
    route(async ({ request }) => {
      const body = await readJsonObject(request);
      const reel = rowOr404(db.reels, requiredInt(body, 'id'), 'Рилс');
      const reels_name = requiredText(body, 'reels_name');
      const file_id = requiredText(body, 'file_id');
      Object.assign(reel, { reels_name, file_id });
      return ok(reel);
    }),
  ),

  http.get(
    '*/v1/reels/:id',
    route(({ params }) => ok(rowOr404(db.reels, pathId(params), 'Рилс'))),
  ),

  http.delete(
    '*/v1/reels/:id',
    route(({ params }) => {
      const reel = rowOr404(db.reels, pathId(params), 'Рилс');
      removeWhere(db.reels, (candidate) => candidate.id === reel.id);
      forgetFiles(reel.reels_path, reel.thumbnail_path);
      return deleted('Рилс удалён.');
    }),
  ),
];
