import type { Query, QueryClient } from '@tanstack/react-query';

/**
 * Whether `query`'s data is older than the client's default `staleTime`, by the clock rather than
 * by Query's stale timer, which a hidden page's throttled timers may not have run yet.
 */
export function isOlderThanStaleTime(queryClient: QueryClient, query: Query): boolean {
  const { staleTime } = queryClient.getDefaultOptions().queries ?? {};
  return query.isStaleByTime(typeof staleTime === 'number' ? staleTime : 0);
}
