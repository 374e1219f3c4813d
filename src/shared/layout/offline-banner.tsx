import { useOnlineStatus } from './use-online-status';
import styles from './app-shell.module.css';

/**
 * Says why nothing loads or saves while the connection is gone. Lists refetch by themselves when it
 * returns (TanStack Query's onlineManager), so the banner only needs to leave.
 */
export function OfflineBanner() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <p className={styles.offline} role="status">
      <span className={styles.offlineDot} aria-hidden="true" />
      Нет соединения
    </p>
  );
}
