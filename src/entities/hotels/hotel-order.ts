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

/** A record's `hotel_name` if it has one to order by; anything else is no hotel at all. */
const nameOf = (value: unknown): string | undefined => {
  const name = typeof value === 'object' && value !== null ? (value as { hotel_name?: unknown }).hotel_name : undefined;
  return typeof name === 'string' ? name : undefined;
};

/**
 * The first `count` hotels of `values` in name order, exactly as `sortHotelsByName` would put the
 * hotels `check` accepts (equal names in their order of arrival), without sorting the others or
 * checking those that come after them: a record is checked only when its name would place it among the
 * first so far.
 */
export function firstHotelsByName(values: readonly unknown[], count: number, check: (value: unknown) => Hotel | undefined): Hotel[] {
  const { compare } = collator();
  const first: Hotel[] = [];
  for (const value of values) {
    const name = nameOf(value);
    if (name === undefined) continue;
    const last = first[count - 1];
    if (last && compare(name, last.hotel_name) >= 0) continue;
    const hotel = check(value);
    if (!hotel) continue;
    // After the hotels of the same name already kept: the one that arrived first stays first.
    let low = 0;
    let high = first.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compare(name, first[middle]?.hotel_name ?? '') < 0) high = middle;
      else low = middle + 1;
    }
    first.splice(low, 0, hotel);
    if (first.length > count) first.pop();
  }
  return first;
}
