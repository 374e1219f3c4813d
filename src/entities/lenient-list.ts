import * as z from 'zod/mini';
import { fastObjectParse } from './fast-object-parse';

// Only that it is an array: zod's own array check would walk the items once more before they are checked below.
const anArray = z.custom<unknown[]>((value) => Array.isArray(value), 'Invalid input: expected array');

/**
 * A list response whose malformed items are dropped, each with a console warning, instead of
 * failing the whole list: one bad record from the server must not hide every good one from the admin.
 * A body that is not an array still fails, as does a wrapper object without its list key.
 * A warning, not an error: the list still loads, so there is no failure to toast, only a record to fix.
 * Items go through a shortcut built from the item schema first (a region's thousands of hotels
 * arrive on a click); one it refuses, or a schema it cannot take, goes through zod.
 */
export function lenientList<Item extends z.ZodMiniType>(entity: string, item: Item) {
  const fastParse = fastObjectParse(item);
  return z.pipe(
    anArray,
    z.transform((values: unknown[]) => {
      // A loop, not flatMap: no throwaway array per item in a list of thousands.
      const kept: z.output<Item>[] = [];
      values.forEach((value, index) => {
        const parsed = fastParse?.(value) ?? checkedItem(entity, item, value, index);
        if (parsed !== undefined) kept.push(parsed);
      });
      return kept;
    }),
  );
}

/** The item as zod parses it, or `undefined` (with a warning) when zod refuses it. */
function checkedItem<Item extends z.ZodMiniType>(entity: string, item: Item, value: unknown, index: number): z.output<Item> | undefined {
  const parsed = item.safeParse(value);
  if (parsed.success) return parsed.data;
  console.warn(`Пропущен некорректный элемент списка «${entity}» (индекс ${index}): ${parsed.error.message}`, value);
  return undefined;
}
