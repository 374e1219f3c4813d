import { useId, type ReactNode, type Ref } from 'react';
import styles from '@/shared/layout/tab-layout.module.css';

type ListCardProps = {
  title: string;
  /** How many items the list holds, once known. */
  count?: number;
  /** The heading, to give the focus to when an item it was on leaves the list. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
};

/** A titled card holding one of the tab's lists, or its loading, failure or empty state. */
export function ListCard({ title, count, headingRef, children }: ListCardProps) {
  const titleId = useId();
  return (
    <section className={`card ${styles.listCard}`} aria-labelledby={titleId}>
      <div className={styles.listHeader}>
        <h2 id={titleId} ref={headingRef} tabIndex={-1} className={styles.cardTitle}>
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
