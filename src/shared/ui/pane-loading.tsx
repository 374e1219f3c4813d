import { useOnlineStatus } from '@/shared/layout/use-online-status';
import { Spinner } from './spinner';

/**
 * A pane on its way. Offline it says why nothing comes, instead of a spinner that would turn until
 * the connection returns; TanStack Query then fetches by itself.
 */
export function PaneLoading({ children = <Spinner label="Загрузка" block /> }: { children?: React.ReactNode }) {
  if (useOnlineStatus()) return children;
  return (
    <p className="empty" role="status">
      Загрузится, когда появится соединение.
    </p>
  );
}
