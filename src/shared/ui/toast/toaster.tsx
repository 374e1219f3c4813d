import { CloseIcon } from '../icons';
import { dismissToast, useToasts } from './toast-store';
import styles from './toaster.module.css';

/**
 * Errors are alerts (announced at once), successes are polite status messages; several stack,
 * newest at the bottom, each closing itself after three seconds.
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <section className={styles.stack} aria-label="Уведомления">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          className={`${styles.toast} ${styles[toast.kind]}`}
        >
          <span className={styles.message}>
            {toast.message}
            {toast.detail ? <span className={styles.detail}>{toast.detail}</span> : null}
          </span>
          <button
            type="button"
            className={styles.close}
            aria-label="Закрыть уведомление"
            onClick={() => dismissToast(toast.id)}
          >
            <CloseIcon />
          </button>
        </div>
      ))}
    </section>
  );
}
