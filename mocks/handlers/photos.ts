import { http } from 'msw';
import { db, nextId, type Photo } from '../db/index.ts';
import { requiredInt, requiredText } from './fields.ts';
import { created, deleted, ok, pathId, readJsonObject, route } from './http-kit.ts';
import { hotelOr404, removeWhere, rowOr404 } from './lookups.ts';
import { forgetFiles, storeUpload } from './media-store.ts';
import { readUpload } from './upload.ts';

/**
 * An uploaded photo also records how many bytes arrived (`file_size`), as a storage service would:
 * tests read it to see that a photo downscaled in the browser arrived smaller than it was picked.
 * The panel's schema does not know the field and drops it.
 */
export type ReceivedPhoto = Photo & { file_size: number };

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
      const photo: ReceivedPhoto = {
        id,
        photo_name: fields.photo_name ?? '',
        photo_path: storeUpload('photos', id, file, bytes),
        hotel_id: hotel.hotel_id,
        file_size: bytes.byteLength,
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
