import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Readies a query for a screen from a route's loader: settles once it is here or has failed, never
 * rejects, so the screen opens either way and shows the failure itself. For the screen being opened
 * a failure is reported although nothing observes the query yet (`forScreen`); for a screen merely
 * preloaded on the admin's intent it stays quiet, as opening the screen fetches and reports again.
 */
export function loadQuery<Data, Key extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<Data, Error, Data, Key>,
  preload: boolean,
): Promise<void> {
  return queryClient.prefetchQuery(preload ? options : { ...options, meta: { ...options.meta, forScreen: true } });
}
