import { onlineManager, useQueryErrorResetBoundary } from '@tanstack/react-query';
import { CatchBoundary } from '@tanstack/react-router';
import { Suspense, useEffect, type ReactNode } from 'react';

type QueryBoundaryProps = {
  /** Reads its data with `useSuspenseQuery`. */
  children: ReactNode;
  /** In its place while the data comes (`AwaitingData` says why offline). */
  loading: ReactNode;
  /** In its place when the data failed to come, with a way to ask again. */
  failed: (retry: () => void) => ReactNode;
};

/**
 * The place of a part of a screen that reads its data with suspense, while it comes and when it
 * failed. «Повторить» fetches again (resetting the query's error, which TanStack Query otherwise
 * keeps for the remount), and so does the connection's return.
 */
export function QueryBoundary({ children, loading, failed }: QueryBoundaryProps) {
  const { reset } = useQueryErrorResetBoundary();
  return (
    <CatchBoundary
      getResetKey={() => 0}
      errorComponent={({ reset: renderAgain }) => {
        const retry = () => {
          reset();
          renderAgain();
        };
        return <RetriedOnReconnect retry={retry}>{failed(retry)}</RetriedOnReconnect>;
      }}
    >
      <Suspense fallback={loading}>{children}</Suspense>
    </CatchBoundary>
  );
}

function RetriedOnReconnect({ retry, children }: { retry: () => void; children: ReactNode }) {
  useEffect(() => onlineManager.subscribe((online) => online && retry()), [retry]);
  return children;
}
