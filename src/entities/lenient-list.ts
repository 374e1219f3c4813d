import * as z from 'zod/mini';
import { yieldToBrowser } from '@/shared/async/yield-to-browser';
import { fastObjectParse } from './fast-object-parse';

/** A list answer's body before its items are checked: only that it is an array. */
// Not zod's own array check, which would walk the items once more before they are checked below.
export const listBody = z.custom<unknown[]>((value) => Array.isArray(value), 'Invalid input: expected array');

/** Items checked in one go; beyond this many, a list checked in slices gives the browser a turn between them. */
const ITEMS_PER_SLICE = 500;

/**
 * A list's items checked one by one: each malformed one is dropped with a console warning instead of
 * failing the whole list, as one bad record must not hide every good one. A warning, not an error: the
 * list still loads, so there is nothing to toast, only a record to fix. Items go through the shortcut
 * built from the item schema first (record 0016), then through zod.
 */
export function listItems<Item extends z.ZodMiniType>(entity: string, item: Item) {
  const fastParse = fastObjectParse(item);
  const checkRange = (values: readonly unknown[], from: number, to: number, kept: z.output<Item>[]) => {
    // A loop, not flatMap: no throwaway array per item in a list of thousands.
    for (let index = from; index < to; index += 1) {
      const parsed = fastParse?.(values[index]) ?? checkedItem(entity, item, values[index], index);
      if (parsed !== undefined) kept.push(parsed);
    }
    return kept;
  };
  return {
    checkAll: (values: readonly unknown[]): z.output<Item>[] => checkRange(values, 0, values.length, []),
    /**
     * The same check, a slice at a time, each after the browser's turn: a long list is checked
     * without holding up a frame or a tap meanwhile.
     */
    async checkInSlices(values: readonly unknown[]): Promise<z.output<Item>[]> {
      const kept: z.output<Item>[] = [];
      for (let from = 0; from < values.length; from += ITEMS_PER_SLICE) {
        await yieldToBrowser();
        checkRange(values, from, Math.min(from + ITEMS_PER_SLICE, values.length), kept);
      }
      return kept;
    },
    /** One item as the check of the whole list gives it, or `undefined` with no warning: that check reports it. */
    checkOne: (value: unknown): z.output<Item> | undefined => fastParse?.(value) ?? item.safeParse(value).data,
  };
}

/** A list answer schema whose malformed items are dropped (see `listItems`); a body that is not an array still fails. */
export function lenientList<Item extends z.ZodMiniType>(entity: string, item: Item) {
  const { checkAll } = listItems(entity, item);
  return z.pipe(listBody, z.transform((values: unknown[]) => checkAll(values)));
}

/** The item as zod parses it, or `undefined` (with a warning) when zod refuses it. */
function checkedItem<Item extends z.ZodMiniType>(entity: string, item: Item, value: unknown, index: number): z.output<Item> | undefined {
  const parsed = item.safeParse(value);
  if (parsed.success) return parsed.data;
  console.warn(`Пропущен некорректный элемент списка «${entity}» (индекс ${index}): ${parsed.error.message}`, value);
  return undefined;
}
