import { http } from 'msw';
import { db, nextId, type News } from '../db/index.ts';
import { optionalText, requiredInt, requiredText } from './fields.ts';
import { created, deleted, ok, pathId, readJsonObject, route } from './http-kit.ts';
import { hotelOr404, removeWhere, rowOr404 } from './lookups.ts';

export const newsHandlers = [
  http.get(
    '*/v1/news/hotel/:hotelId',
    route(({ params }) => {
      const hotel = hotelOr404(pathId(params, 'hotelId'));
      return ok({ news: db.news.filter((item) => item.hotel_id === hotel.hotel_id) });
    }),
  ),

  http.post(
    '*/v1/news/:hotelId',
    route(async ({ request, params }) => {
      const hotel = hotelOr404(pathId(params, 'hotelId'));
      const body = await readJsonObject(request);
      const item: News = {
        id: nextId('news'),
        news_header: requiredText(body, 'news_header'),
        news_txt: optionalText(body, 'news_txt', ''),
        hotel_id: hotel.hotel_id,
      };
      db.news.push(item);
      return created(item);
    }),
  ),

  http.put(
    '*/v1/news',
    route(async ({ request }) => {
      const body = await readJsonObject(request);
      const item = rowOr404(db.news, requiredInt(body, 'id'), 'Новость');
      const news_header = requiredText(body, 'news_header');
      Object.assign(item, { news_header, news_txt: optionalText(body, 'news_txt', item.news_txt) });
      return ok(item);
    }),
  ),

  http.get(
    '*/v1/news/:id',
    route(({ params }) => ok(rowOr404(db.news, pathId(params), 'Новость'))),
  ),

  http.delete(
    '*/v1/news/:id',
    route(({ params }) => {
      const item = rowOr404(db.news, pathId(params), 'Новость');
      removeWhere(db.news, (candidate) => candidate.id === item.id);
      return deleted('Новость удалена.');
    }),
  ),
];
