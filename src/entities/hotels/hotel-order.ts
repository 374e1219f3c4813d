import type { Hotel } from '@/entities/hotels/schema';

const russianCollator = new Intl.Collator('ru');

/** Hotels by name as a Russian reader expects (Latin and Cyrillic names mix in the catalogue). */
export const sortHotelsByName = (hotels: readonly Hotel[]): Hotel[] =>
  [...hotels].sort((a, b) => russianCollator.compare(a.hotel_name, b.hotel_name));
