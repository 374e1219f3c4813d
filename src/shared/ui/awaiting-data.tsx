import type { ReactNode } from 'react';

type AwaitingDataProps = {
  /** The query waits for the connection (TanStack Query's `isPaused`): offline before its first answer. */
  paused: boolean;
  /** What stands in for the data while it is on its way: a spinner, a skeleton of rows. */
  children: ReactNode;
};

/**
 * A query's place before its first answer. Offline, it says why nothing comes, instead of a loading
 * indicator that would turn until the connection returns; TanStack Query then fetches by itself.
 */
export function AwaitingData({ paused, children }: AwaitingDataProps) {
  if (!paused) return children;
  return (
    <p className="empty" role="status">
      Загрузится, когда появится соединение.
    </p>
  );
}
