// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sortHotelsByName } from '@/entities/hotels/hotel-order';
import type { Hotel } from '@/entities/hotels/schema';
import { selectHotels, type HotelFilters } from '@/features/search/hotel-selection';
import { buildNameIndex, matchNames, searchKey } from '@/features/search/name-index';
import { hotelFixture } from '../hotels/hotel-fixture';

const names = (found: readonly { hotel_name: string }[]) => found.map((hotel) => hotel.hotel_name);

/** The hotels in the order the search lists them, and their names indexed as its worker indexes them. */
function indexHotels(hotels: readonly Hotel[]) {
  const sorted = sortHotelsByName(hotels);
  return { hotels: sorted, names: buildNameIndex(sorted.map((hotel) => hotel.hotel_name)) };
}

/** What the search shows for `query` and `filters`: the matched names' hotels that pass the filters. */
const searchHotels = (index: ReturnType<typeof indexHotels>, query: string, filters: HotelFilters = {}) =>
  selectHotels(index.hotels, matchNames(index.names, query), filters);

describe('hotel search index', () => {
  const index = indexHotels(
    ['Lara Sun Palace', 'Берёзовая роща', 'Antalya Garden', 'ЁЛКИ-ПАЛКИ'].map((hotel_name, position) =>
      hotelFixture({ hotel_id: position + 1, hotel_name }),
    ),
  );

  it('lists every hotel by name for an empty or blank query', () => {
    expect(names(searchHotels(index, ''))).toEqual(['Берёзовая роща', 'ЁЛКИ-ПАЛКИ', 'Antalya Garden', 'Lara Sun Palace']);
    expect(searchHotels(index, '   ')).toHaveLength(4);
  });

  it('finds a substring anywhere, ignoring case and surrounding spaces', () => {
    expect(names(searchHotels(index, ' sun PAL '))).toEqual(['Lara Sun Palace']);
    expect(names(searchHotels(index, 'GARD'))).toEqual(['Antalya Garden']);
  });

  it('treats ё and е alike, both ways', () => {
    expect(names(searchHotels(index, 'березов'))).toEqual(['Берёзовая роща']);
    expect(names(searchHotels(index, 'ёлки'))).toEqual(['ЁЛКИ-ПАЛКИ']);
    expect(names(searchHotels(index, 'елки'))).toEqual(['ЁЛКИ-ПАЛКИ']);
    expect(searchKey('ЁЖИК')).toBe('ежик');
  });
});

describe('hotel search across alphabets', () => {
  const index = indexHotels(
    ['Лара Бич', 'Lara Sun Palace', 'Кемер Резорт', 'Hilton Side', 'Чайка', 'Moonlight Kemer Hotel'].map(
      (hotel_name, position) => hotelFixture({ hotel_id: position + 1, hotel_name }),
    ),
  );

  it('a Latin query finds a Cyrillic name', () => {
    expect(names(searchHotels(index, 'lara'))).toEqual(['Лара Бич', 'Lara Sun Palace']);
    expect(names(searchHotels(index, 'kemer'))).toEqual(['Кемер Резорт', 'Moonlight Kemer Hotel']);
    expect(names(searchHotels(index, 'Chayka'))).toEqual(['Чайка']);
  });

  it('a Cyrillic query finds a Latin name', () => {
    expect(names(searchHotels(index, 'лара'))).toEqual(['Лара Бич', 'Lara Sun Palace']);
    expect(names(searchHotels(index, 'Хилтон'))).toEqual(['Hilton Side']);
    expect(names(searchHotels(index, 'кемер х'))).toEqual(['Moonlight Kemer Hotel']);
  });

  it('still finds a piece of a name that folds otherwise on its own', () => {
    const palace = indexHotels([hotelFixture({ hotel_id: 1, hotel_name: 'Grace Palace' })]);
    // Alone, "ac" folds to "ak"; inside "Palace" the c is soft and folds to "s".
    expect(names(searchHotels(palace, 'ac'))).toEqual(['Grace Palace']);
  });

  it.each([
    ['Majestic', 'Маджестик Отель'],
    ['Madzhestik', 'Маджестик Отель'],
    ['Roshcha', 'Берёзовая Роща'],
    ['Palas', 'Grace Palace'],
  ])('keeps a name found while %s is typed letter by letter, at every letter', (query, name) => {
    const typed = indexHotels([hotelFixture({ hotel_id: 1, hotel_name: name })]);
    const lostAt = [...query]
      .map((_, letter) => query.slice(0, letter + 1))
      .filter((piece) => !names(searchHotels(typed, piece)).includes(name));
    expect(lostAt).toEqual([]);
  });

  it('a Cyrillic query is not read as the start of a Latin spelling', () => {
    const typed = indexHotels(
      ['Сахара Бич', 'Эфес Отель'].map((hotel_name, position) => hotelFixture({ hotel_id: position + 1, hotel_name })),
    );
    expect(names(searchHotels(typed, 'ак'))).toEqual([]);
    expect(names(searchHotels(typed, 'эп'))).toEqual([]);
  });

  it('a query of the hard or soft sign alone is no wildcard', () => {
    expect(searchHotels(index, 'ъ')).toEqual([]);
  });
});

describe('hotel search filters', () => {
  const index = indexHotels([
    hotelFixture({ hotel_id: 1, hotel_name: 'Lara Sun Palace', region_id: 1, is_active: true }),
    hotelFixture({ hotel_id: 2, hotel_name: 'Lara Family Club', region_id: 1, is_active: false }),
    hotelFixture({ hotel_id: 3, hotel_name: 'Кемер Резорт', region_id: 2, is_active: true }),
    hotelFixture({ hotel_id: 4, hotel_name: 'Kemer Seaside Club', region_id: 2, is_active: false }),
  ]);

  it('narrows to one region, with or without a query', () => {
    expect(names(searchHotels(index, '', { regionId: 2 }))).toEqual(['Кемер Резорт', 'Kemer Seaside Club']);
    expect(names(searchHotels(index, 'club', { regionId: 1 }))).toEqual(['Lara Family Club']);
  });

  it('narrows to active or inactive hotels', () => {
    expect(names(searchHotels(index, '', { status: 'active' }))).toEqual(['Кемер Резорт', 'Lara Sun Palace']);
    expect(names(searchHotels(index, '', { status: 'inactive' }))).toEqual(['Kemer Seaside Club', 'Lara Family Club']);
  });

  it('combines region, status and a query in either alphabet', () => {
    expect(names(searchHotels(index, 'кемер', { regionId: 2, status: 'inactive' }))).toEqual(['Kemer Seaside Club']);
    expect(searchHotels(index, 'lara', { regionId: 2 })).toEqual([]);
  });
});

describe('a catalogue of 10,000 hotels', () => {
  // The keystroke's time is measured by `npm run bench`; here only what it finds.
  it('finds by text and filters over every hotel', () => {
    const big = indexHotels(
      Array.from({ length: 10_000 }, (_, position) =>
        hotelFixture({ hotel_id: position + 1, hotel_name: `Отель Прибой ${position}`, region_id: (position % 5) + 1 }),
      ),
    );
    expect(searchHotels(big, 'прибой 99')).toHaveLength(111);
    expect(searchHotels(big, 'priboi 99')).toHaveLength(111);
    expect(searchHotels(big, 'pribой 99', { regionId: 5 })).toHaveLength(23);
  });
});
