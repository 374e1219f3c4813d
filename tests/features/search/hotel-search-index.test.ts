import { describe, expect, it } from 'vitest';
import { buildHotelSearchIndex, findHotels, searchKey } from '@/features/search/hotel-search-index';
import { hotelFixture } from '../hotels/hotel-fixture';

const names = (found: readonly { hotel_name: string }[]) => found.map((hotel) => hotel.hotel_name);

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
    expect(names(findHotels(index, 'a'))).toEqual(['Antalya Garden', 'Lara Sun Palace']);
  });

  it('treats ё and е alike, both ways', () => {
    expect(names(findHotels(index, 'березов'))).toEqual(['Берёзовая роща']);
    expect(names(findHotels(index, 'ёлки'))).toEqual(['ЁЛКИ-ПАЛКИ']);
    expect(names(findHotels(index, 'елки'))).toEqual(['ЁЛКИ-ПАЛКИ']);
    expect(searchKey('ЁЖИК')).toBe('ежик');
  });

  it('filters 10,000 names well inside the 50 ms keystroke budget', () => {
    const big = buildHotelSearchIndex(
      Array.from({ length: 10_000 }, (_, position) => hotelFixture({ hotel_id: position + 1, hotel_name: `Отель Прибой ${position}` })),
    );
    const started = performance.now();
    const found = findHotels(big, 'прибой 99');
    const elapsed = performance.now() - started;
    expect(found).toHaveLength(111);
    expect(elapsed).toBeLessThan(25);
  });
});
