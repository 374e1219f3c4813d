import { matchQuery, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';

export type HiddenItem = {
  /** Puts the item back into every list it was taken from, where it was (undo, or a failed delete). */
  restore: () => void;
  /** Stops keeping it out: the server no longer has it, so a refetch will not bring it back. */
  release: () => void;
};

/**
 * Takes the item `isHidden` picks out of every cached list under `listsKey` at once, and keeps it
 * out of any of them fetched meanwhile: until its deletion is sent, the server still lists it.
 */
export function hideInCachedLists<Item>(queryClient: QueryClient, listsKey: QueryKey, isHidden: (item: Item) => boolean): HiddenItem {
  const takenFrom = new Map<string, { queryKey: QueryKey; index: number; item: Item }>();
  const hideIn = (query: Query) => {
    const items: unknown = query.state.data;
    if (!Array.isArray(items)) return;
    const index = (items as Item[]).findIndex(isHidden);
    if (index === -1) return;
    if (!takenFrom.has(query.queryHash)) takenFrom.set(query.queryHash, { queryKey: query.queryKey, index, item: items[index] as Item });
    queryClient.setQueryData<Item[]>(query.queryKey, (items as Item[]).filter((item) => !isHidden(item)));
  };

  const queryCache = queryClient.getQueryCache();
  for (const query of queryCache.findAll({ queryKey: listsKey })) hideIn(query);
  const stopWatching = queryCache.subscribe((event) => {
    const query = event.query as Query;
    if (event.type === 'updated' && event.action.type === 'success' && matchQuery({ queryKey: listsKey }, query)) hideIn(query);
  });

  return {
    release: stopWatching,
    restore: () => {
      stopWatching();
      for (const { queryKey, index, item } of takenFrom.values()) {
        queryClient.setQueryData<Item[]>(queryKey, (items) =>
          items && !items.some(isHidden) ? [...items.slice(0, index), item, ...items.slice(index)] : items,
        );
      }
    },
  };
}
