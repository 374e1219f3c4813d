import type { AsyncStorage } from '@tanstack/react-query-persist-client';
import { createStore, del, get, set } from 'idb-keyval';

/** The panel's own IndexedDB database, so clearing it touches nothing else on the origin. */
const DATABASE = 'hotel-admin';
const STORE = 'query-cache';

/** IndexedDB as the persister's storage: roomy enough for long lists, and asynchronous, unlike localStorage. */
export function idbStorage(): AsyncStorage<string> {
  const store = createStore(DATABASE, STORE);
  return {
    getItem: (key) => get<string>(key, store),
    setItem: (key, value) => set(key, value, store),
    removeItem: (key) => del(key, store),
  };
}
