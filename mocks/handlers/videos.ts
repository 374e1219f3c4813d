import { http } from 'msw';
import { db, nextId, type Video } from '../db/index.ts';
import { requiredInt, requiredText } from './fields.ts';
import { created, deleted, ok, pathId, readJsonObject, route } from './http-kit.ts';
import { hotelOr404, removeWhere, rowOr404 } from './lookups.ts';
import { forgetFiles, storeUpload } from './media-store.ts';
import { readUpload } from './upload.ts';

export const videoHandlers = [
  http.get(
    '*/v1/videos/hotel/:hotelId',
    route(({ params }) => {
      const hotel = hotelOr404(pathId(params, 'hotelId'));
      return ok({ video: db.videos.filter((video) => video.hotel_id === hotel.hotel_id) });
    }),
  ),

  http.post(
    '*/v1/videos/:hotelId',
    route(async ({ request, params }) => {
      const hotel = hotelOr404(pathId(params, 'hotelId'));
      const { fields, file, bytes } = await readUpload(request, ['video_name', 'file_id'], 'video');
      const id = nextId('videos');
      const video: Video = {
        id,
        video_name: fields.video_name ?? '',
        file_id: fields.file_id ?? '',
        video_path: storeUpload('videos', id, file, bytes),
        // A real server would extract a frame; the fake has no decoder, so uploads show the placeholder.
        thumbnail_path: null,
        hotel_id: hotel.hotel_id,
      };
      db.videos.push(video);
      return created(video);
    }),
  ),

  http.put(
    '*/v1/videos',
    route(async ({ request }) => {
      const body = await readJsonObject(request);
      const video = rowOr404(db.videos, requiredInt(body, 'id'), 'Видео');
      const video_name = requiredText(body, 'video_name');
      const file_id = requiredText(body, 'file_id');
      Object.assign(video, { video_name, file_id });
      return ok(video);
    }),
  ),

  http.get(
    '*/v1/videos/:id',
    route(({ params }) => ok(rowOr404(db.videos, pathId(params), 'Видео'))),
  ),

  http.delete(
    '*/v1/videos/:id',
    route(({ params }) => {
      const video = rowOr404(db.videos, pathId(params), 'Видео');
      removeWhere(db.videos, (candidate) => candidate.id === video.id);
      forgetFiles(video.video_path, video.thumbnail_path);
      return deleted('Видео удалено.');
    }),
  ),
];
