import { Link, type LinkOptions } from '@tanstack/react-router';
import type { ReactNode } from 'react';

export type NavItem = {
  label: string;
  /** An icon or picture shown before the label. */
  image?: ReactNode;
  /** Where the item leads: a link, so it can also be opened in a new tab or copied. */
  link: LinkOptions;
  /** What else following it in this tab does (folding a column, starting afresh). */
  onFollow?: () => void;
};

type NavBarProps = { items: readonly NavItem[]; label: string; className?: string; disabled?: boolean };

/** The screen's actions, each a link to where it leads. */
export function NavBar({ items, label, className, disabled = false }: NavBarProps) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="nav-bar">
        {items.map((item) => (
          <li key={item.label}>
            <Link {...item.link} disabled={disabled} onClick={disabled ? undefined : item.onFollow} className="nav-bar__item">
              {item.image}
              <span>{item.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
