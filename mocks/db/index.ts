export { db, nextId, resetDb, setCatalogueSize, type Db } from './store.ts';
export { BIG_CATALOGUE_SIZE, CROWDED_REGION_ID, bigCatalogueHotels, catalogueSizeFrom, crowdedRegionSize } from './big-catalogue.ts';
export { loadMediaFixtures, reloadMediaFixtures, SEED_MEDIA_PREFIX } from './fixtures.ts';
export { SEED_REEL_PATH, SEED_VIDEO_PATH } from './seed-media.ts';
export { contentTypeFor } from './content-types.ts';
export type * from './types.ts';
