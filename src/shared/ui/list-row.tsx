import type { ReactNode } from 'react';
import styles from './list-row.module.css';

type ListRowProps = {
  /** The item's name, the row's first line. */
  title: ReactNode;
  /** `h3` where each item is a piece of its own (a news item): the title is then a heading to jump to. */
  titleAs?: 'div' | 'h3';
  /** A quieter line under the title: area and view, a file's size. */
  meta?: ReactNode;
  /** Text under the title in the body colour, as typed (a news item's text). */
  children?: ReactNode;
  /** A preview or an icon before the text. */
  leading?: ReactNode;
  /** The row's buttons, at its end. */
  actions?: ReactNode;
  /** The item open in the form beside the list. */
  selected?: boolean;
};

/**
 * One item of a list (`<ul className="list">`): beaches, rooms, news and the media lists draw their
 * rows with it, so every list has the same inset, dividers, type and actions (docs/design.md).
 */
export function ListRow({ title, titleAs: Title = 'div', meta, children, leading, actions, selected = false }: ListRowProps) {
  return (
    <li className={`${styles.row} ${selected ? styles.selected : ''}`}>
      {leading ? <div className={styles.leading}>{leading}</div> : null}
      <div className={styles.main}>
        <Title className={styles.title}>{title}</Title>
        {meta ? <div className={styles.meta}>{meta}</div> : null}
        {children ? <div className={styles.body}>{children}</div> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </li>
  );
}
