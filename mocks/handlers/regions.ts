import { HttpResponse, http } from 'msw';
import { db, nextId, type Region } from '../db/index.ts';
import { checkBodyId, requiredNumber, requiredText } from './fields.ts';
import { created, deleted, ok, pathId, readJsonObject, route } from './http-kit.ts';
import { regionOr404, removeWhere } from './lookups.ts';

function readRegion(body: Record<string, unknown>): Omit<Region, 'id'> {
  return { region_name: requiredText(body, 'region_name'), weight: requiredNumber(body, 'weight') };
}

export const regionHandlers = [
  http.get(
    '*/v1/regions',
    route(() => ok(db.regions)),
  ),

  http.post(
    '*/v1/regions',
    route(async ({ request }) => {
      const region: Region = { id: nextId('regions'), ...readRegion(await readJsonObject(request)) };
      db.regions.push(region);
      return created(region);
    }),
  ),

  http.get(
    '*/v1/regions/:id',
    route(({ params }) => ok(regionOr404(pathId(params)))),
  ),

  http.put(
    '*/v1/regions/:id',
    route(async ({ request, params }) => {
      const region = regionOr404(pathId(params));
      const body = await readJsonObject(request);
      checkBodyId(body, 'id', region.id);
      Object.assign(region, readRegion(body));
      return ok(region);
    }),
  ),

  http.delete(
    '*/v1/regions/:id',
    route(({ params }) => {
      const region = regionOr404(pathId(params));
      // Hotels must always have a region, so a region that still has hotels is refused instead of
      // cascading; refused as the real (FastAPI) server refuses, its reason in `detail`.
      const hotels = db.hotels.filter((hotel) => hotel.region_id === region.id).length;
      if (hotels > 0) {
        return HttpResponse.json(
          { detail: `Нельзя удалить регион, в котором есть отели (${hotels}): сначала удалите их или перенесите в другой регион.` },
          { status: 409 },
        );
      }
      removeWhere(db.beaches, (beach) => beach.region_id === region.id);
      removeWhere(db.regions, (candidate) => candidate.id === region.id);
      return deleted('Регион удалён.');
    }),
  ),
];
