import styles from './draft-notice.module.css';

/**
 * Tells the admin that the form holds what they typed before rather than a blank form, and offers
 * to throw it away; `onDiscard` clears the draft and empties the form.
 */
export function DraftNotice({ onDiscard }: { onDiscard: () => void }) {
  return (
    <div className={styles.notice}>
      <p role="status" className={styles.text}>
        Черновик восстановлен
      </p>
      <button type="button" className={`button ${styles.discard}`} onClick={onDiscard}>
        Удалить черновик
      </button>
    </div>
  );
}
