import styles from './spinner.module.css';

type SpinnerProps = {
  /**
   * What is loading, for screen readers: with it the spinner is the status itself; without it, it
   * only decorates a status text shown beside it.
   */
  label?: string;
  /** Centred in a padded block, to stand in for a list or a pane that has not arrived. */
  block?: boolean;
};

/** The one loading indicator. */
export function Spinner({ label, block = false }: SpinnerProps) {
  const spinner = label ? (
    <div className={styles.spinner} role="status" aria-label={label} />
  ) : (
    <div className={styles.spinner} aria-hidden="true" />
  );
  return block ? <div className={styles.block}>{spinner}</div> : spinner;
}
