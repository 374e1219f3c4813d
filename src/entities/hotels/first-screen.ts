import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Hotel } from './schema';

/**
 * A region list's first screenful: its first hotels in name order, each of them checked, and how
 * many records the answer held. A list draws it while the rest of the answer is still being checked
 * (record 0031); the list query's data is only ever the whole list, every hotel in it checked.
 */
export type FirstScreen = { hotels: readonly Hotel[]; total: number };

type Slot = { screen?: FirstScreen; waiting: Set<() => void> };

// Kept with the query itself: a list dropped from the cache (garbage collected, signed out) takes
// its first screen along, and a new query starts without one.
const slots = new WeakMap<Query, Slot>();

const listQuery = (queryClient: QueryClient, queryKey: QueryKey) => queryClient.getQueryCache().find({ queryKey, exact: true });

function slotOf(query: Query): Slot {
  let slot = slots.get(query);
  if (!slot) slots.set(query, (slot = { waiting: new Set() }));
  return slot;
}

/** For the list's fetch as it starts: a first screen from an earlier answer is no longer the list's. */
export function forgetFirstScreen(queryClient: QueryClient, queryKey: QueryKey): void {
  const query = listQuery(queryClient, queryKey);
  if (query) slotOf(query).screen = undefined;
}

/** For the list's fetch: its first screen is checked, and whoever waits for it may draw it. */
export function showFirstScreen(queryClient: QueryClient, queryKey: QueryKey, screen: FirstScreen): void {
  const query = listQuery(queryClient, queryKey);
  if (!query) return;
  const slot = slotOf(query);
  slot.screen = screen;
  for (const resume of slot.waiting) resume();
  slot.waiting.clear();
}

/** The list's first screen while the list itself is not here yet; `undefined` once it is, or without one. */
export function firstScreenOf(queryClient: QueryClient, queryKey: QueryKey): FirstScreen | undefined {
  const query = listQuery(queryClient, queryKey);
  return query && query.state.data === undefined ? slots.get(query)?.screen : undefined;
}

/** Settles as `loading` does, or earlier, once the list's first screen is shown. */
export function untilFirstScreen(queryClient: QueryClient, queryKey: QueryKey, loading: Promise<void>): Promise<void> {
  if (firstScreenOf(queryClient, queryKey)) return Promise.resolve();
  const query = listQuery(queryClient, queryKey);
  if (!query) return loading;
  const { waiting } = slotOf(query);
  return new Promise((resolve) => {
    waiting.add(resolve);
    void loading.finally(() => waiting.delete(resolve)).then(resolve);
  });
}
