import { http } from 'msw';
import { db, nextId, type Beach } from '../db/index.ts';
import { checkBodyId, requiredInt, requiredText } from './fields.ts';
import { created, deleted, ok, pathId, queryInt, readJsonObject, route } from './http-kit.ts';
import { existingRegionId, removeWhere, rowOr404 } from './lookups.ts';

function readBeach(body: Record<string, unknown>): Omit<Beach, 'id'> {
  return {
    beach_name: requiredText(body, 'beach_name'),
    region_id: existingRegionId(requiredInt(body, 'region_id')),
  };
}

function listBeaches(url: URL): Beach[] {
  const skip = queryInt(url, 'skip', 0) ?? 0;
  const limit = queryInt(url, 'limit', 100) ?? 100;
  const id = queryInt(url, 'id');
  const regionId = queryInt(url, 'region_id');
  const name = url.searchParams.get('beach_name')?.trim().toLocaleLowerCase('ru');
  return db.beaches
    .filter((beach) => id === undefined || beach.id === id)
    .filter((beach) => regionId === undefined || beach.region_id === regionId)
    .filter((beach) => !name || beach.beach_name.toLocaleLowerCase('ru').includes(name))
    .slice(skip, skip + limit);
}

export const beachHandlers = [
  http.get(
    '*/v1/beaches',
    route(({ request }) => ok(listBeaches(new URL(request.url)))),
  ),

  http.post(
    '*/v1/beaches',
    route(async ({ request }) => {
      const beach: Beach = { id: nextId('beaches'), ...readBeach(await readJsonObject(request)) };
      db.beaches.push(beach);
      return created(beach);
    }),
  ),

  http.get(
    '*/v1/beaches/:id',
    route(({ params }) => ok(rowOr404(db.beaches, pathId(params), 'Пляж'))),
  ),

  http.put(
    '*/v1/beaches/:id',
    route(async ({ request, params }) => {
      const beach = rowOr404(db.beaches, pathId(params), 'Пляж');
      const body = await readJsonObject(request);
      checkBodyId(body, 'id', beach.id);
      const update = readBeach(body);
      // Moving a beach to another region would leave hotels pointing at a beach outside their region.
      if (update.region_id !== beach.region_id) {
        for (const hotel of db.hotels) if (hotel.beach_id === beach.id) hotel.beach_id = null;
      }
      Object.assign(beach, update);
      return ok(beach);
    }),
  ),

  http.delete(
    '*/v1/beaches/:id',
    route(({ params }) => {
      const beach = rowOr404(db.beaches, pathId(params), 'Пляж');
      for (const hotel of db.hotels) if (hotel.beach_id === beach.id) hotel.beach_id = null;
      removeWhere(db.beaches, (candidate) => candidate.id === beach.id);
      return deleted('Пляж удалён.');
    }),
  ),
];
