import { useEffect, useRef } from 'react';
import { reportFailure } from './feedback';

type QueryState = { error: Error | null; isFetching: boolean };

/**
 * Reports a query's failure once, after its last attempt: a cached error that is being fetched
 * again (a failed prefetch, a retry on mount) waits for that attempt's outcome.
 */
export function useFailureToast({ error, isFetching }: QueryState, context: string, message: string): void {
  const reported = useRef<Error | null>(null);
  useEffect(() => {
    if (!error || isFetching || reported.current === error) return;
    reported.current = error;
    reportFailure(context, message, error);
  }, [error, isFetching, context, message]);
}
