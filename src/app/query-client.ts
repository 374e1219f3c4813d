import { MutationCache, QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { isAborted, isTransientError, isUnauthorized, isNotFound } from '@/api/errors';
import type { FailureMeta } from '@/shared/feedback/failure-meta';
import { reportFailure } from '@/shared/feedback/report-failure';
import { markReported, wasReported } from '@/shared/errors/reported';

const MAX_QUERY_RETRIES = 2;

type QueryClientOptions = {
  /** A request was refused with 401 even after the one refresh: the admin must sign in again. */
  onSessionEnded?: () => void;
};

function report(error: Error, meta: FailureMeta | undefined, shown: boolean): void {
  const failure = meta?.failure;
  if (!failure || isAborted(error)) return;
  markReported(error);
  if (failure.toast && (shown || !failure.onlyWhenShown)) reportFailure(failure.log, failure.toast, error);
  else console.error(failure.log, error);
}

export function createQueryClient({ onSessionEnded }: QueryClientOptions = {}): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    // Every failure passes here, so toasts, logs and the end of a session behave alike everywhere.
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isUnauthorized(error)) onSessionEnded?.();
        // A prefetch nobody is looking at stays quiet: the screen that needs it fetches and reports.
        if (query.getObserversCount() === 0 && !query.meta?.forScreen) return;
        report(error, query.meta, query.state.data !== undefined);
      },
    }),
    mutationCache: new MutationCache({
      onError: async (error, _variables, _context, mutation) => {
        if (isUnauthorized(error)) onSessionEnded?.();
        report(error, mutation.meta, true);
        const staleList = mutation.meta?.refetchOnNotFound;
        if (staleList && isNotFound(error)) await queryClient.invalidateQueries({ queryKey: staleList });
      },
    }),
    defaultOptions: {
      queries: {
        // Switching tabs or views back and forth within half a minute reuses what is cached.
        staleTime: 30_000,
        // On a return to the panel, which src/refetch-on-return.ts tells apart from a glance away.
        refetchOnWindowFocus: true,
        retry: (failureCount, error) => failureCount < MAX_QUERY_RETRIES && isTransientError(error),
      },
      // A save tried offline fails at once and says so, instead of waiting silently in a queue
      // while the admin believes it was sent; what was typed stays in the form.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  // A failure nobody was looking at stayed quiet (a preload on the admin's intent, which the opened
  // screen's own load joined while it was on its way): the screen that then shows it without
  // fetching again reports it, once.
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'observerAdded' || event.observer.options.retryOnMount !== false) return;
    const query = event.query as Query;
    const { error, data } = query.state;
    if (error && !wasReported(error)) report(error, query.meta, data !== undefined);
  });
  return queryClient;
}
