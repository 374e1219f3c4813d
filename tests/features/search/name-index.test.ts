// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sortHotelsByName } from '@/entities/hotels/hotel-order';
import type { Hotel } from '@/entities/hotels/schema';
import { selectHotels, type HotelFilters } from '@/features/search/hotel-selection';
import { buildNameIndex, matchNames, searchKey } from '@/features/search/name-index';
import { hotelFixture } from '../hotels/hotel-fixture';

const names = (found: readonly { hotel_name: string }[]) => found.map((hotel) => hotel.hotel_name);

/** The hotels in the order the search lists them, and their names indexed as its worker indexes them. */
function buildHotelSearchIndex(hotels: readonly Hotel[]) {
  const sorted = sortHotelsByName(hotels);
  return { hotels: sorted, names: buildNameIndex(sorted.map((hotel) => hotel.hotel_name)) };
}

/** What the search shows for `query` and `filters`: the matched names' hotels that pass the filters. */
const findHotels = (index: ReturnType<typeof buildHotelSearchIndex>, query: string, filters: HotelFilters = {}) =>
  selectHotels(index.hotels, matchNames(index.names, query), filters);

describe('hotel search index', () => {
  const index = buildHotelSearchIndex(
    ['Lara Sun Palace', 'Берёзовая роща', 'Antalya Garden', 'ЁЛКИ-ПАЛКИ'].map((hotel_name, position) =>
      hotelFixture({ hotel_id: position + 1, hotel_name }),
    ),
  );

  it('lists every hotel by name for an empty or blank query', () => {
    expect(names(findHotels(index, ''))).toEqual(['Берёзовая роща', 'ЁЛКИ-ПАЛКИ', 'Antalya Garden', 'Lara Sun Palace']);
    expect(findHotels(index, '   ')).toHaveLength(4);
  });

  it('finds a substring anywhere, ignoring case and surrounding spaces', () => {
    expect(names(findHotels(index, ' sun PAL '))).toEqual(['Lara Sun Palace']);
    expect(names(findHotels(index, 'GARD'))).toEqual(['Antalya Garden']);
  });

  it('treats ё and е alike, both ways', () => {
    expect(names(findHotels(index, 'березов'))).toEqual(['Берёзовая роща']);
    expect(names(findHotels(index, 'ёлки'))).toEqual(['ЁЛКИ-ПАЛКИ']);
    expect(names(findHotels(index, 'елки'))).toEqual(['ЁЛКИ-ПАЛКИ']);
    expect(searchKey('ЁЖИК')).toBe('ежик');
  });
});

describe('hotel search across alphabets', () => {
  const index = buildHotelSearchIndex(
    ['Лара Бич', 'Lara Sun Palace', 'Кемер Резорт', 'Hilton Side', 'Чайка', 'Moonlight Kemer Hotel'].map(
      (hotel_name, position) => hotelFixture({ hotel_id: position + 1, hotel_name }),
    ),
  );

  it('a Latin query finds a Cyrillic name', () => {
    expect(names(findHotels(index, 'lara'))).toEqual(['Лара Бич', 'Lara Sun Palace']);
    expect(names(findHotels(index, 'kemer'))).toEqual(['Кемер Резорт', 'Moonlight Kemer Hotel']);
    expect(names(findHotels(index, 'Chayka'))).toEqual(['Чайка']);
  });

  it('a Cyrillic query finds a Latin name', () => {
    expect(names(findHotels(index, 'лара'))).toEqual(['Лара Бич', 'Lara Sun Palace']);
    expect(names(findHotels(index, 'Хилтон'))).toEqual(['Hilton Side']);
    expect(names(findHotels(index, 'кемер х'))).toEqual(['Moonlight Kemer Hotel']);
  });

  it('still finds a piece of a name that folds otherwise on its own', () => {
    const palace = buildHotelSearchIndex([hotelFixture({ hotel_id: 1, hotel_name: 'Grace Palace' })]);
    // Alone, "ac" folds to "ak"; inside "Palace" the c is soft and folds to "s".
    expect(names(findHotels(palace, 'ac'))).toEqual(['Grace Palace']);
  });

  it.each([
    ['Majestic', 'Маджестик Отель'],
    ['Madzhestik', 'Маджестик Отель'],
    ['Roshcha', 'Берёзовая Роща'],
    ['Palas', 'Grace Palace'],
  ])('keeps a name found while %s is typed letter by letter, at every letter', (query, name) => {
    const typed = buildHotelSearchIndex([hotelFixture({ hotel_id: 1, hotel_name: name })]);
    const lostAt = [...query]
      .map((_, letter) => query.slice(0, letter + 1))
      .filter((piece) => !names(findHotels(typed, piece)).includes(name));
    expect(lostAt).toEqual([]);
  });

  it('a Cyrillic query is not read as the start of a Latin spelling', () => {
    const typed = buildHotelSearchIndex(
      ['Сахара Бич', 'Эфес Отель'].map((hotel_name, position) => hotelFixture({ hotel_id: position + 1, hotel_name })),
    );
    expect(names(findHotels(typed, 'ак'))).toEqual([]);
    expect(names(findHotels(typed, 'эп'))).toEqual([]);
  });

  it('a query of the hard or soft sign alone is no wildcard', () => {
    expect(findHotels(index, 'ъ')).toEqual([]);
  });
});

describe('hotel search filters', () => {
  const index = buildHotelSearchIndex([
    hotelFixture({ hotel_id: 1, hotel_name: 'Lara Sun Palace', region_id: 1, is_active: true }),
    hotelFixture({ hotel_id: 2, hotel_name: 'Lara Family Club', region_id: 1, is_active: false }),
    hotelFixture({ hotel_id: 3, hotel_name: 'Кемер Резорт', region_id: 2, is_active: true }),
    hotelFixture({ hotel_id: 4, hotel_name: 'Kemer Seaside Club', region_id: 2, is_active: false }),
  ]);

  it('narrows to one region, with or without a query', () => {
    expect(names(findHotels(index, '', { regionId: 2 }))).toEqual(['Кемер Резорт', 'Kemer Seaside Club']);
    expect(names(findHotels(index, 'club', { regionId: 1 }))).toEqual(['Lara Family Club']);
  });

  it('narrows to active or inactive hotels', () => {
    expect(names(findHotels(index, '', { status: 'active' }))).toEqual(['Кемер Резорт', 'Lara Sun Palace']);
    expect(names(findHotels(index, '', { status: 'inactive' }))).toEqual(['Kemer Seaside Club', 'Lara Family Club']);
  });

  it('combines region, status and a query in either alphabet', () => {
    expect(names(findHotels(index, 'кемер', { regionId: 2, status: 'inactive' }))).toEqual(['Kemer Seaside Club']);
    expect(findHotels(index, 'lara', { regionId: 2 })).toEqual([]);
  });
});

describe('a catalogue of 10,000 hotels', () => {
  // The keystroke's time is measured by `npm run bench`; here only what it finds.
  it('finds by text and filters over every hotel', () => {
    const big = buildHotelSearchIndex(
      Array.from({ length: 10_000 }, (_, position) =>
        hotelFixture({ hotel_id: position + 1, hotel_name: `Отель Прибой ${position}`, region_id: (position % 5) + 1 }),
      ),
    );
    expect(findHotels(big, 'прибой 99')).toHaveLength(111);
    expect(findHotels(big, 'priboi 99')).toHaveLength(111);
    expect(findHotels(big, 'pribой 99', { regionId: 5 })).toHaveLength(23);
  });
});
