import type { Query, QueryClient } from '@tanstack/react-query';
import { hasAccessToken } from '@/api/auth';
import { readUserInfo } from '@/api/user-info';
import { settleWithin } from '@/shared/async/settle-within';
import { queryPersistence, type QueryPersistence } from '@/shared/persist/query-persistence';

/**
 * Bump whenever what a saved list holds changes (an entity's schema, an order it is kept in): a
 * cache saved under another version is dropped. v2: a region's hotels are kept in name order.
 */
const CACHE_VERSION = 'v2';
/** A cache older than a week is more misleading than helpful. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** How long a start waits for IndexedDB before it draws the panel without the saved lists. */
const RESTORE_LIMIT_MS = 1000;
/** The buster of the last saved cache, read synchronously at start: with nothing saved for this admin, IndexedDB stays shut. */
const SAVED_KEY = 'queryCache';

/**
 * What a reopened panel paints at once: every entity's lists and details, told by the key
 * (`[entity, 'list' | 'detail', …]`; the tabs' registry is not in the first bundle). Not the search's
 * list of all hotels: at ten thousand, reading it back would hold up every start.
 */
export function isPersisted({ queryKey: [, kind, scope] }: Pick<Query, 'queryKey'>): boolean {
  return kind === 'detail' || (kind === 'list' && scope !== 'all');
}

/** What a saved cache belongs to: this schema version and this admin; any other is dropped. */
const busterFor = (admin: string | undefined) => (admin === undefined ? undefined : `${CACHE_VERSION}:${admin}`);

/** The signed-in admin: whose lists are saved. */
const signedInAdmin = () => (hasAccessToken() ? readUserInfo()?.tg_id.toString() : undefined);

/** Whose lists a start may show: on /verify the admin the link names (their old token may be gone). */
const startingAdmin = () =>
  /^\/verify\/?$/i.test(window.location.pathname)
    ? (new URLSearchParams(window.location.search).get('tg_id') ?? undefined)
    : signedInAdmin();

function readSaved(): string | null {
  try {
    return localStorage.getItem(SAVED_KEY);
  } catch {
    return null;
  }
}

function markSaved(buster: string | null): void {
  try {
    if (buster === null) localStorage.removeItem(SAVED_KEY);
    else localStorage.setItem(SAVED_KEY, buster);
  } catch {
    // No storage: every start is then a cold one.
  }
}

// The persister is in the first bundle, not a chunk: a repeat start restores before its first render,
// where even a cached chunk costs a phone more than its size (record 0014). IndexedDB opens on first use.
let persistence: QueryPersistence | undefined;
let stopSaving: (() => void) | undefined;
let forgotten = false;

const saver = () => (persistence ??= queryPersistence({ maxAge: MAX_AGE_MS, shouldPersist: isPersisted }));

/**
 * Before the first render: the lists saved for this admin go into `queryClient`, painted at once and
 * revalidated; nobody signed in, nothing of anyone's stays. Never rejects or waits long.
 */
export async function restorePersistedQueries(queryClient: QueryClient): Promise<void> {
  const buster = busterFor(startingAdmin());
  const saved = readSaved();
  if (buster === undefined && saved !== null) forgetPersistedQueries();
  if (buster === undefined || saved !== buster) return;
  await settleWithin(saver().restore(queryClient, buster), RESTORE_LIMIT_MS).catch((error: unknown) => {
    console.warn('Сохранённые списки не прочитаны', error);
  });
}

/** Once the first screen is drawn: saves the cache from now on, for whoever is signed in. */
export function savePersistedQueries(queryClient: QueryClient): void {
  if (!forgotten) stopSaving = saver().saveChanges(queryClient, () => busterFor(signedInAdmin()), markSaved);
}

/** The session is over: the saved cache goes, and nothing more is saved in this page. */
export function forgetPersistedQueries(): void {
  forgotten = true;
  stopSaving?.();
  markSaved(null);
  // Unreachable storage holds nothing to remove; without the mark it is never read anyway.
  saver()
    .remove()
    .catch(() => undefined);
}
