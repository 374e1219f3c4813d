import { Link, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';

export type NavItem = {
  label: string;
  /** An icon or picture shown before the label. */
  image?: ReactNode;
} & ({ path: string; action?: never } | { path?: never; action?: () => void });

type NavBarProps = { items: readonly NavItem[]; label: string; className?: string };

/** Each item goes to its path, or runs its action; an item with neither goes back. */
export function NavBar({ items, label, className }: NavBarProps) {
  const router = useRouter();
  return (
    <nav aria-label={label} className={className}>
      <ul className="nav-bar">
        {items.map((item) => (
          <li key={item.label}>
            {item.path ? (
              <Link to={item.path} className="nav-bar__item">
                {item.image}
                <span>{item.label}</span>
              </Link>
            ) : (
              <button
                type="button"
                className="nav-bar__item"
                onClick={item.action ?? (() => router.history.back())}
              >
                {item.image}
                <span>{item.label}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
