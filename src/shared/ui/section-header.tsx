import type { ReactNode, Ref } from 'react';
import styles from './section-header.module.css';

type SectionHeaderProps = {
  /** The heading's id, for the section's `aria-labelledby`. */
  id: string;
  title: string;
  /** How many items the section holds; none while it loads or when it is empty. */
  count?: number;
  /** One button or link at the end: «+ Добавить …». */
  action?: ReactNode;
  /** To give the focus to the heading when the item it was on leaves the section. */
  headingRef?: Ref<HTMLHeadingElement>;
};

/** A card's or a section's title line: the title, its count, and at most one action (docs/design.md). */
export function SectionHeader({ id, title, count, action, headingRef }: SectionHeaderProps) {
  return (
    <div className={styles.header}>
      <h2 id={id} ref={headingRef} tabIndex={-1} className={styles.title}>
        {title}
      </h2>
      {count ? <span className={`badge ${styles.count}`}>{count}</span> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
