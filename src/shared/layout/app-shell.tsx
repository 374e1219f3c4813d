import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { readUserInfo } from '@/api/user-info';
import { NavBar, type NavItem } from './nav-bar';
import styles from './app-shell.module.css';

type AppShellProps = { children: ReactNode; footerActions: readonly NavItem[] };

export function AppShell({ children, footerActions }: AppShellProps) {
  const handle = readUserInfo()?.user_name;
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <Link to="/homePage" className={styles.logo} aria-label="Каталог отелей — на главную">
          <span className="brand-mark" aria-hidden="true">
            H
          </span>
          <span className={styles.logoText}>Каталог отелей</span>
        </Link>
        <Link to="/user" className={styles.user}>
          {handle ? `@${handle}` : 'Профиль'}
        </Link>
      </header>
      <div className={styles.content}>{children}</div>
      <footer className={styles.footer}>
        <NavBar items={footerActions} label="Действия" className={styles.actions} />
        <p className={styles.copyright}>© {new Date().getFullYear()} Каталог отелей. Панель администратора</p>
      </footer>
    </div>
  );
}
