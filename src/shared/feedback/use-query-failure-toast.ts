import { useCallback } from 'react';
import { reportFailure } from './report-failure';
import { useReportOnce } from './use-report-once';

type QueryState = { error: Error | null; isFetching: boolean };

/**
 * Logs and toasts a query's failure once, after its last attempt: a cached error that is being
 * fetched again (a failed prefetch, a retry on mount) waits for that attempt's outcome.
 */
export function useQueryFailureToast({ error, isFetching }: QueryState, context: string, message: string): void {
  const report = useCallback((failure: Error) => reportFailure(context, message, failure), [context, message]);
  useReportOnce(isFetching ? null : error, report);
}
