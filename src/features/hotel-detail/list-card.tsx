import { useId, type ReactNode } from 'react';
import styles from './tab-layout.module.css';

type ListCardProps = {
  title: string;
  /** How many items the list holds, once known. */
  count?: number;
  children: ReactNode;
};

/** A titled card holding one of the tab's lists, or its loading, failure or empty state. */
export function ListCard({ title, count, children }: ListCardProps) {
  const titleId = useId();
  return (
    <section className={`card ${styles.listCard}`} aria-labelledby={titleId}>
      <div className={styles.listHeader}>
        <h2 id={titleId} className={styles.cardTitle}>
          {title}
        </h2>
        {count ? <span className="badge">{count}</span> : null}
      </div>
      {children}
    </section>
  );
}

export function Loading() {
  return (
    <div className={styles.loading}>
      <div className="spinner" role="status" aria-label="Загрузка" />
    </div>
  );
}
