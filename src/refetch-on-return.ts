import type { QueryClient } from '@tanstack/react-query';
import { isOlderThanStaleTime } from '@/shared/query/stale';

/**
 * How long the panel must have been out of sight (Telegram minimised, another tab or app) before
 * coming back refreshes it. A glance at a chat is shorter, and refetches nothing.
 */
export const AWAY_BEFORE_REFETCH_MS = 15_000;

/**
 * Brings what is on screen up to date when the admin comes back after being away, so another
 * admin's changes appear without a reload: each list shown and older than its `staleTime` is asked
 * for once. Query's own focus refetching is off (query-client.ts): Telegram's webview loses and
 * regains focus at every glance, and that would refetch each time. Answers how to stop.
 */
export function refetchOnReturn(queryClient: QueryClient, awayMs: number = AWAY_BEFORE_REFETCH_MS): () => void {
  let hiddenSince: number | undefined;
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') {
      hiddenSince ??= Date.now();
      return;
    }
    const away = hiddenSince === undefined ? 0 : Date.now() - hiddenSince;
    hiddenSince = undefined;
    if (away < awayMs) return;
    void queryClient.refetchQueries({ type: 'active', predicate: (query) => isOlderThanStaleTime(queryClient, query) });
  };
  document.addEventListener('visibilitychange', onVisibilityChange);
  return () => document.removeEventListener('visibilitychange', onVisibilityChange);
}
