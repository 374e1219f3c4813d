import * as z from 'zod/mini';
import { fastObjectParse } from './fast-object-parse';

// Only that it is an array: zod's own array check would walk the items once more before they are checked below.
const anArray = z.custom<unknown[]>((value) => Array.isArray(value), 'Invalid input: expected array');

/**
 * A list response whose malformed items are dropped, each with a console warning, instead of failing
 * the whole list: one bad record must not hide every good one. A warning, not an error: the list still
 * loads, so there is nothing to toast, only a record to fix. A body that is not an array still fails.
 * Items go through the shortcut built from the item schema first (record 0016), then through zod.
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
