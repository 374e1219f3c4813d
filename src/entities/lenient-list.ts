import * as z from 'zod/mini';

/**
 * A list response whose malformed items are dropped, each with a console warning, instead of
 * failing the whole list: one bad record from the server must not hide every good one from the admin.
 * A body that is not an array still fails, as does a wrapper object without its list key.
 * A warning, not an error: the list still loads, so there is no failure to toast, only a record to fix.
 */
export function lenientList<Item extends z.ZodMiniType>(entity: string, item: Item) {
  return z.pipe(
    z.array(z.unknown()),
    z.transform((values: unknown[]) => values.flatMap((value, index) => keptItem(entity, item, value, index))),
  );
}

function keptItem<Item extends z.ZodMiniType>(
  entity: string,
  item: Item,
  value: unknown,
  index: number,
): z.output<Item>[] {
  const parsed = item.safeParse(value);
  if (parsed.success) return [parsed.data];
  console.warn(`Пропущен некорректный элемент списка «${entity}» (индекс ${index}): ${parsed.error.message}`, value);
  return [];
}
