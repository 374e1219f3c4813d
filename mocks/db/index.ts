export { db, nextId, resetDb, type Db } from './store.ts';
export { loadMediaFixtures, reloadMediaFixtures, SEED_MEDIA_PREFIX } from './fixtures.ts';
export { SEED_REEL_PATH, SEED_VIDEO_PATH } from './seed-media.ts';
export { contentTypeFor } from './content-types.ts';
export type * from './types.ts';
