import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Readies a query for a screen from a route's loader: settles once it is here or has failed, never
 * rejects, so the screen opens either way and shows the failure itself. Data already cached, even
 * stale (a saved list), counts as here: it is shown at once and fetched again behind it. For the
 * screen being opened a failure is reported although nothing observes the query yet (`forScreen`);
 * for one merely preloaded on the admin's intent it stays quiet, as opening it fetches and reports.
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
