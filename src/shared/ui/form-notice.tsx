import styles from './form-notice.module.css';

type FormNoticeProps = { message: string; actionLabel: string; onAction: () => void };

/** A line above a form's fields about what it holds (a restored draft, a newer version), with one action. */
export function FormNotice({ message, actionLabel, onAction }: FormNoticeProps) {
  return (
    <div className={styles.notice}>
      <p role="status" className={styles.text}>
        {message}
      </p>
      <button type="button" className={`button ${styles.action}`} onClick={onAction}>
        {actionLabel}
      </button>
    </div>
  );
}
