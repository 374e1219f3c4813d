import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Readies a query for a screen from a route's loader; never rejects, so the screen opens either way
 * and shows the failure itself. Cached data, even stale, counts as here (refetched behind it). The
 * screen being opened reports a failure before anything observes the query (`forScreen`); a preload
 * on the admin's intent stays quiet, as opening it fetches and reports.
 */
export function loadQuery<Data, Key extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<Data, Error, Data, Key>,
  preload: boolean,
): Promise<void> {
  const reported = preload ? options : { ...options, meta: { ...options.meta, forScreen: true } };
  return queryClient.ensureQueryData({ ...reported, revalidateIfStale: true }).then(
    () => undefined,
    () => undefined,
  );
}
