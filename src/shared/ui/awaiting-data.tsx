import type { ReactNode } from 'react';
import { useOnlineStatus } from '@/shared/layout/use-online-status';
import { Spinner } from './spinner';

/**
 * Data's place before its first answer: `children` (a spinner, a skeleton of rows) while it is on
 * its way. Offline, it says why nothing comes, instead of a loading indicator that would turn until
 * the connection returns; TanStack Query then fetches by itself.
 */
export function AwaitingData({ children = <Spinner label="Загрузка" block /> }: { children?: ReactNode }) {
  if (useOnlineStatus()) return children;
  return (
    <p className="empty" role="status">
      Загрузится, когда появится соединение.
    </p>
  );
}
