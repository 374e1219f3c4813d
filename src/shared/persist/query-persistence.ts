import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query, QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  removeOldestQuery,
  type AsyncStorage,
} from '@tanstack/react-query-persist-client';
import { whenIdle } from '@/shared/preload/when-idle';
import { idbStorage } from './idb-storage';

export type PersistenceSettings = {
  /** Older than this, a saved cache is dropped on restore. */
  maxAge: number;
  /** Which successful queries are worth saving. */
  shouldPersist: (query: Pick<Query, 'queryKey'>) => boolean;
  storage?: AsyncStorage<string>;
};

/** Changes are saved together once the cache is quiet this long, not amid loads or clicks: a big save is a long task on a phone. */
const SAVE_DELAY_MS = 2000;

/** What a save would write, in short: each saved query and the time of its data. */
const signature = (queries: readonly Query[]) => queries.map((query) => `${query.queryHash}@${query.state.dataUpdatedAt}`).join('\n');

// The persisters' types name an older @tanstack/query-core's `QueryClient`; the bundle has one copy
// (vite.config.ts dedupes it), so this is the same client under another name.
type PersistedQueryClient = Parameters<typeof persistQueryClientRestore>[0]['queryClient'];
const persistable = (queryClient: QueryClient) => queryClient as unknown as PersistedQueryClient;

/**
 * TanStack Query's persister over IndexedDB, saving in idle moments: the library's own subscription
 * serialises the whole cache within the triggering change, the very frame that draws a long list.
 * A buster names what a saved cache belongs to (a schema version, an admin); another's is dropped.
 */
export function queryPersistence({ maxAge, shouldPersist, storage = idbStorage() }: PersistenceSettings) {
  // No throttle of its own: the delay below already batches. A full storage drops the oldest
  // lists until the rest fits.
  const persister = createAsyncStoragePersister({ storage, throttleTime: 0, retry: removeOldestQuery });
  const worthSaving = (query: Pick<Query, 'queryKey' | 'state'>) => query.state.status === 'success' && shouldPersist(query);
  /** What the storage holds now, in short: a save that would write the same is skipped. */
  let stored: string | undefined;
  const summary = (queryClient: QueryClient, buster: string) =>
    `${buster}\n${signature(queryClient.getQueryCache().findAll({ predicate: worthSaving }))}`;

  return {
    /**
     * Puts the lists saved under `buster` into `queryClient`, stale: shown at once, refetched once
     * used. Rejects (the saved cache dropped) when it cannot be read.
     */
    async restore(queryClient: QueryClient, buster: string): Promise<void> {
      await persistQueryClientRestore({ queryClient: persistable(queryClient), persister, buster, maxAge });
      stored = summary(queryClient, buster);
      await queryClient.invalidateQueries({ refetchType: 'none' });
    },

    /**
     * Saves the cache shortly, then again after changes, until the returned function is called.
     * `buster` is asked at each save; without one (nobody signed in) nothing is saved.
     */
    saveChanges(queryClient: QueryClient, buster: () => string | undefined, onSaved: (buster: string) => void): () => void {
      let pending: ReturnType<typeof setTimeout> | undefined;
      let stopped = false;
      const save = () => {
        const current = buster();
        if (stopped || current === undefined) return;
        // A refetch that brought nothing new, an invalidation: the stored copy is still right.
        const next = summary(queryClient, current);
        if (next === stored) return;
        stored = next;
        const saving = persistQueryClientSave({
          queryClient: persistable(queryClient),
          persister,
          buster: current,
          dehydrateOptions: { shouldDehydrateQuery: worthSaving },
        });
        void saving.then(() => {
          if (!stopped) onSaved(current);
        });
      };
      const schedule = () => {
        clearTimeout(pending);
        pending = setTimeout(() => whenIdle(save), SAVE_DELAY_MS);
      };
      schedule();
      const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'added' || event.type === 'removed' || event.type === 'updated') schedule();
      });
      return () => {
        stopped = true;
        clearTimeout(pending);
        unsubscribe();
      };
    },

    async remove(): Promise<void> {
      stored = undefined;
      await persister.removeClient();
    },
  };
}

export type QueryPersistence = ReturnType<typeof queryPersistence>;
