import { latinSkeleton, typedLatinSkeletons } from './translit';

/**
 * Each name as typed-for, in two forms, computed once per catalogue rather than per keystroke. Plain
 * strings in and positions out, so the same code runs in the search's worker and, without one, in the page.
 */
export type NameIndex = {
  keys: readonly string[];
  /** The names in one Latin spelling, so 'lara' finds «Лара» and 'лара' finds Lara. */
  skeletons: readonly string[];
};

/**
 * Case-insensitive (Russian has no locale-specific case rules, so plain `toLowerCase` will do), and
 * ё matches е: Russian writers drop the dots freely.
 */
export const searchKey = (text: string) => text.toLowerCase().replaceAll('ё', 'е');

/** Whether `query` leaves every name in: blank once folded. */
export const isBlankQuery = (query: string) => searchKey(query.trim()) === '';

export function buildNameIndex(names: readonly string[]): NameIndex {
  const keys = names.map(searchKey);
  return { keys, skeletons: keys.map(latinSkeleton) };
}

/**
 * Positions, in order, of the names that contain `query`, as typed or in the other alphabet. The
 * plain comparison stays beside the skeleton one: a piece of a name does not always fold as it does
 * inside the whole name, since folding depends on the neighbouring letters.
 */
export function matchNames({ keys, skeletons }: NameIndex, query: string): Int32Array {
  const needle = searchKey(query.trim());
  const latinNeedles = typedLatinSkeletons(needle);
  const found = new Int32Array(keys.length);
  let count = 0;
  keys.forEach((key, position) => {
    const skeleton = skeletons[position] ?? '';
    if (key.includes(needle) || latinNeedles.some((latinNeedle) => skeleton.includes(latinNeedle))) found[count++] = position;
  });
  return found.slice(0, count);
}
