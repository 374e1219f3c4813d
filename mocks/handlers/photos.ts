import { http } from 'msw';
import { db, nextId, type Photo } from '../db/index.ts';
import { requiredInt, requiredText } from './fields.ts';
import { created, deleted, ok, pathId, readJsonObject, route } from './http-kit.ts';
import { hotelOr404, removeWhere, rowOr404 } from './lookups.ts';
import { forgetFiles, storeUpload } from './media-store.ts';
import { readUpload } from './upload.ts';

export const photoHandlers = [
  http.get(
    '*/v1/photos/hotel/:hotelId',
    route(({ params }) => {
      const hotel = hotelOr404(pathId(params, 'hotelId'));
      return ok({ photo: db.photos.filter((photo) => photo.hotel_id === hotel.hotel_id) });
    }),
  ),

  http.post(
    '*/v1/photos/:hotelId',
    route(async ({ request, params }) => {
      const hotel = hotelOr404(pathId(params, 'hotelId'));
      const { fields, file, bytes } = await readUpload(request, ['photo_name'], 'image');
      const id = nextId('photos');
      const photo: Photo = {
        id,
        photo_name: fields.photo_name ?? '',
        photo_path: storeUpload('photos', id, file, bytes),
        hotel_id: hotel.hotel_id,
      };
      db.photos.push(photo);
      return created(photo);
    }),
  ),

  http.put(
    '*/v1/photos',
    route(async ({ request }) => {
      const body = await readJsonObject(request);
      const photo = rowOr404(db.photos, requiredInt(body, 'id'), 'Фото');
      photo.photo_name = requiredText(body, 'photo_name');
      return ok(photo);
    }),
  ),

  http.get(
    '*/v1/photos/:id',
    route(({ params }) => ok(rowOr404(db.photos, pathId(params), 'Фото'))),
  ),

  http.delete(
    '*/v1/photos/:id',
    route(({ params }) => {
      const photo = rowOr404(db.photos, pathId(params), 'Фото');
      removeWhere(db.photos, (candidate) => candidate.id === photo.id);
      forgetFiles(photo.photo_path);
      return deleted('Фото удалено.');
    }),
  ),
];
