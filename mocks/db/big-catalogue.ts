import { seedBeaches } from './seed-geo.ts';
import { seedHotels } from './seed-hotels.ts';
import type { Hotel } from './types.ts';

/** The size of catalogue the speed goals are set for (docs/product.md, Budgets): 10,000 hotels in all... */
export const BIG_CATALOGUE_SIZE = 10_000;
/** ...3,265 of them in Анталья, the region whose list must stay fast. */
export const CROWDED_REGION_ID = 1;
const CROWDED_SHARE = 0.3265;
/** Бодрум keeps no hotels, so the empty list can still be seen; the rest share the remainder. */
const OTHER_REGION_IDS: readonly number[] = [2, 3, 4];

// Latin and Cyrillic stems, so sorting and search meet both alphabets; the number makes each name unique.
const NAME_STEMS = ['Sea Breeze', 'Лазурный берег', 'Golden Sands', 'Оливковая роща', 'Blue Lagoon', 'Солнечная долина'];

/** How many of `total` hotels the crowded region holds: 3,265 of 10,000. */
export const crowdedRegionSize = (total: number) => Math.round(total * CROWDED_SHARE);

/** A well-mixed, repeatable number per (hotel, trait): stars, status and name vary independently of each other. */
function traitOf(hotelId: number, trait: number, choices: number): number {
  let x = Math.imul(hotelId * 31 + trait, 0x9e3779b1);
  x = Math.imul(x ^ (x >>> 15), 0x85ebca6b);
  x ^= x >>> 13;
  return (x >>> 0) % choices;
}

function generatedHotel(hotel_id: number, region_id: number): Hotel {
  const beaches = seedBeaches.filter((beach) => beach.region_id === region_id);
  return {
    hotel_id,
    hotel_name: `${NAME_STEMS[traitOf(hotel_id, 1, NAME_STEMS.length)]} ${String(hotel_id).padStart(5, '0')}`,
    hotel_description: 'Сгенерированный отель большого каталога.',
    services: 'Wi-Fi, бассейн',
    for_child: 'Детский клуб',
    resto: 'Ресторан «шведский стол»',
    recommend_list: traitOf(hotel_id, 2, 7) === 0 ? 1 : 0,
    stars: traitOf(hotel_id, 3, 5) + 1,
    google_maps: `https://www.google.com/maps?q=36.${String(hotel_id).padStart(5, '0')},30.6`,
    deposit: traitOf(hotel_id, 4, 4) === 0 ? '50 USD на номер' : null,
    beach_id: beaches[traitOf(hotel_id, 5, Math.max(1, beaches.length))]?.id ?? null,
    region_id,
    // About one in nine inactive, as a real catalogue keeps closed hotels for the next season.
    is_active: traitOf(hotel_id, 6, 9) !== 0,
  };
}

/**
 * The hotels table of a big catalogue: the demo seed (its hotels keep their ids, rooms, news and
 * media) followed by generated hotels up to `total`, `crowdedRegionSize(total)` of them in
 * region `CROWDED_REGION_ID`. Deterministic: the same total always gives the same hotels.
 */
export function bigCatalogueHotels(total: number = BIG_CATALOGUE_SIZE): Hotel[] {
  const hotels = seedHotels.map((hotel) => ({ ...hotel }));
  if (total < hotels.length) throw new RangeError(`A catalogue holds at least the ${hotels.length} demo hotels, not ${total}.`);
  const crowdedToAdd = Math.max(0, crowdedRegionSize(total) - hotels.filter((hotel) => hotel.region_id === CROWDED_REGION_ID).length);
  const toAdd = total - hotels.length;
  let nextId = Math.max(...hotels.map((hotel) => hotel.hotel_id)) + 1;
  for (let index = 0; index < toAdd; index += 1) {
    const regionId = index < crowdedToAdd ? CROWDED_REGION_ID : (OTHER_REGION_IDS[(index - crowdedToAdd) % OTHER_REGION_IDS.length] ?? CROWDED_REGION_ID);
    hotels.push(generatedHotel(nextId, regionId));
    nextId += 1;
  }
  return hotels;
}

/**
 * The FAKE_API_CATALOGUE setting: empty or `demo` for the small demo seed, `large` for
 * `BIG_CATALOGUE_SIZE` hotels, or a number of hotels. Anything else is a mistake worth stopping for.
 */
export function catalogueSizeFrom(setting: string | undefined): number | undefined {
  const value = setting?.trim().toLowerCase() ?? '';
  if (value === '' || value === 'demo') return undefined;
  if (value === 'large') return BIG_CATALOGUE_SIZE;
  const count = Number(value);
  if (Number.isInteger(count) && count >= seedHotels.length) return count;
  throw new RangeError(
    `FAKE_API_CATALOGUE must be "demo", "large" or a whole number of hotels from ${seedHotels.length}, not "${setting}".`,
  );
}
