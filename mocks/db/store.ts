import { bigCatalogueHotels } from './big-catalogue.ts';
import { loadMediaFixtures } from './fixtures.ts';
import { seedNews, seedRooms } from './seed-content.ts';
import { seedAdmins, seedBeaches, seedRegions } from './seed-geo.ts';
import { seedHotels } from './seed-hotels.ts';
import { buildSeedMedia } from './seed-media.ts';
import type { Admin, StoredFile, TableName, Tables } from './types.ts';

export interface Db extends Tables {
  admins: Admin[];
  /** Keyed by the path the API hands out, e.g. `/media/photos/12-sea.jpg`. */
  files: Map<string, StoredFile>;
}

/** Hotels in the catalogue when it is a big generated one (see `setCatalogueSize`); unset, the demo seed. */
let catalogueSize: number | undefined;

function freshState(): Db {
  const media = buildSeedMedia(loadMediaFixtures());
  // Copies, so that mutations during a test never leak into the seed of the next one.
  return {
    admins: seedAdmins.map((admin) => ({ ...admin })),
    regions: seedRegions.map((region) => ({ ...region })),
    beaches: seedBeaches.map((beach) => ({ ...beach })),
    hotels: catalogueSize === undefined ? seedHotels.map((hotel) => ({ ...hotel })) : bigCatalogueHotels(catalogueSize),
    rooms: seedRooms.map((room) => ({ ...room })),
    news: seedNews.map((item) => ({ ...item })),
    photos: media.photos,
    videos: media.videos,
    reels: media.reels,
    files: media.files,
  };
}

const tableNames: readonly TableName[] = ['regions', 'beaches', 'hotels', 'rooms', 'news', 'photos', 'videos', 'reels'];

function highestId(state: Db, table: TableName): number {
  const ids = table === 'hotels' ? state.hotels.map((hotel) => hotel.hotel_id) : state[table].map((row) => row.id);
  return Math.max(0, ...ids);
}

// Like a database sequence: an id is never handed out twice, even after the row with the highest id is deleted.
const sequences = new Map<TableName, number>();

function startSequences(state: Db): void {
  for (const table of tableNames) sequences.set(table, highestId(state, table));
}

/** One shared object whose tables are swapped on reset, so `db.hotels` is always current. */
export const db: Db = freshState();
startSequences(db);

export function resetDb(): void {
  Object.assign(db, freshState());
  startSequences(db);
}

export function nextId(table: TableName): number {
  const next = (sequences.get(table) ?? 0) + 1;
  sequences.set(table, next);
  return next;
}

/** Seeds `total` hotels (a big catalogue) from now on, resets included; `undefined` goes back to the demo seed. */
export function setCatalogueSize(total: number | undefined): void {
  catalogueSize = total;
  resetDb();
}
