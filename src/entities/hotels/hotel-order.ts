import type { Hotel } from '@/entities/hotels/schema';

let russianCollator: Intl.Collator | undefined;
// Built on first use, not when the module loads: setting up ICU's Russian collation is costly on a
// phone's start, and the first screen sorts no hotels.
const collator = () => (russianCollator ??= new Intl.Collator('ru'));

/** Sets the collation up ahead, in an idle moment, so that the first region's list does not pay for it. */
export const prepareHotelOrder = (): void => void collator();

/** Hotels by name as a Russian reader expects (Latin and Cyrillic names mix in the catalogue). */
export const sortHotelsByName = (hotels: readonly Hotel[]): Hotel[] => {
  const { compare } = collator();
  return [...hotels].sort((a, b) => compare(a.hotel_name, b.hotel_name));
};
