// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import type { AsyncStorage } from '@tanstack/react-query-persist-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryPersistence, type QueryPersistence } from '@/shared/persist/query-persistence';

const DAY_MS = 24 * 60 * 60 * 1000;
const REGIONS = [{ id: 1, region_name: 'Анталья', weight: 100 }];

/** IndexedDB's stand-in: what the persister wrote, by key. */
function memoryStorage(): AsyncStorage<string> & { saved: Map<string, string> } {
  const saved = new Map<string, string>();
  return {
    saved,
    getItem: (key) => Promise.resolve(saved.get(key)),
    setItem: (key, value) => Promise.resolve(void saved.set(key, value)),
    removeItem: (key) => Promise.resolve(void saved.delete(key)),
  };
}

const persistedKeys = ({ queryKey }: { queryKey: readonly unknown[] }) => queryKey[0] !== 'private';

function setUp() {
  const storage = memoryStorage();
  return { storage, persistence: queryPersistence({ maxAge: DAY_MS, shouldPersist: persistedKeys, storage }) };
}

/** Lets the save scheduled after a change run: its delay, then the idle moment. */
const saveNow = () => vi.advanceTimersByTimeAsync(5000);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** A client holding the regions, saved once for admin 1 under v1, its saving then stopped. */
async function savedRegions(persistence: QueryPersistence): Promise<QueryClient> {
  const client = new QueryClient();
  client.setQueryData(['regions', 'list'], REGIONS);
  const stop = persistence.saveChanges(client, () => 'v1:1', () => undefined);
  await saveNow();
  stop();
  return client;
}

describe('the saved query cache', () => {
  it('keeps the successful lists it is told to, and brings them back marked stale', async () => {
    const { persistence } = setUp();
    const before = new QueryClient();
    before.setQueryData(['regions', 'list'], REGIONS);
    before.setQueryData(['private', 'list'], ['not for the disk']);
    await before.prefetchQuery({ queryKey: ['hotels', 'list'], queryFn: () => Promise.reject(new Error('500')), retry: false });
    const onSaved = vi.fn();
    const stop = persistence.saveChanges(before, () => 'v1:1', onSaved);
    await saveNow();
    stop();
    expect(onSaved).toHaveBeenCalledWith('v1:1');

    const after = new QueryClient();
    await persistence.restore(after, 'v1:1');

    expect(after.getQueryData(['regions', 'list'])).toEqual(REGIONS);
    expect(after.getQueryState(['regions', 'list'])?.isInvalidated).toBe(true);
    expect(after.getQueryState(['private', 'list'])).toBeUndefined();
    expect(after.getQueryState(['hotels', 'list'])).toBeUndefined();
  });

  it('saves again after a change, and nothing once stopped', async () => {
    const { persistence, storage } = setUp();
    const client = new QueryClient();
    const stop = persistence.saveChanges(client, () => 'v1:1', () => undefined);
    await saveNow();
    client.setQueryData(['regions', 'list'], REGIONS);
    await saveNow();
    expect([...storage.saved.values()].join()).toContain('Анталья');

    stop();
    client.setQueryData(['regions', 'list'], [{ id: 2, region_name: 'Кемер', weight: 90 }]);
    await saveNow();
    expect([...storage.saved.values()].join()).not.toContain('Кемер');
  });

  it('saves nothing while nobody is signed in', async () => {
    const { persistence, storage } = setUp();
    const client = new QueryClient();
    client.setQueryData(['regions', 'list'], REGIONS);
    const stop = persistence.saveChanges(client, () => undefined, () => undefined);
    await saveNow();
    stop();
    expect(storage.saved.size).toBe(0);
  });

  it('drops a cache saved for another admin or schema version, and one older than its age limit', async () => {
    const { persistence, storage } = setUp();
    const client = await savedRegions(persistence);

    const otherAdmin = new QueryClient();
    await persistence.restore(otherAdmin, 'v1:2');
    expect(otherAdmin.getQueryData(['regions', 'list'])).toBeUndefined();
    expect(storage.saved.size).toBe(0);

    const again = persistence.saveChanges(client, () => 'v1:1', () => undefined);
    await saveNow();
    again();
    vi.setSystemTime(Date.now() + DAY_MS + 1);
    const nextWeek = new QueryClient();
    await persistence.restore(nextWeek, 'v1:1');
    expect(nextWeek.getQueryData(['regions', 'list'])).toBeUndefined();
    expect(storage.saved.size).toBe(0);
  });

  it('skips a save that would write what is stored already', async () => {
    const { persistence, storage } = setUp();
    const client = new QueryClient();
    client.setQueryData(['regions', 'list'], REGIONS);
    const onSaved = vi.fn();
    const stop = persistence.saveChanges(client, () => 'v1:1', onSaved);
    await saveNow();
    const setItem = vi.spyOn(storage, 'setItem');

    await client.invalidateQueries({ queryKey: ['regions'], refetchType: 'none' });
    await saveNow();
    expect(setItem).not.toHaveBeenCalled();

    client.setQueryData(['regions', 'list'], [...REGIONS, { id: 2, region_name: 'Кемер', weight: 90 }]);
    await saveNow();
    stop();
    expect(setItem).toHaveBeenCalledTimes(1);
  });

  it('removes what it saved', async () => {
    const { persistence, storage } = setUp();
    await savedRegions(persistence);

    await persistence.remove();
    expect(storage.saved.size).toBe(0);
  });
});
