import { Link, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { readUserInfo } from '@/api/user-info';
import { NavBar, type NavItem } from './nav-bar';
import { useOnlineStatus } from './use-online-status';
import styles from './app-shell.module.css';

type AppShellProps = {
  children: ReactNode;
  footerActions: readonly NavItem[];
  /**
   * While the screen is still loading: the actions keep their place, so nothing jumps when it is
   * ready, but cannot be pressed, and assistive technology does not offer them yet.
   */
  actionsDisabled?: boolean;
};

export function AppShell({ children, footerActions, actionsDisabled = false }: AppShellProps) {
  const handle = readUserInfo()?.user_name;
  const router = useRouter();
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <Link to="/homePage" className={styles.logo} aria-label="Каталог отелей — на главную">
          <span className="brand-mark" aria-hidden="true" />
          <span className={styles.logoText}>Каталог отелей</span>
        </Link>
        {/* The profile page leads back to this very place (a search, a hotel's tab), not to the start. */}
        <Link to="/user" state={() => ({ openedFrom: router.state.location.href })} className={styles.user}>
          {handle ? `@${handle}` : 'Профиль'}
        </Link>
      </header>
      <div className={styles.content}>
        <OfflineBanner />
        {children}
      </div>
      {/* Without actions (a form's own stay at the bottom instead) the footer is a line at the page's end. */}
      <footer className={footerActions.length > 0 ? styles.footer : `${styles.footer} ${styles.footerLine}`}>
        {footerActions.length === 0 ? null : actionsDisabled ? (
          <div aria-hidden="true" className={styles.disabledActions}>
            <NavBar items={footerActions} label="Действия" className={styles.actions} disabled />
          </div>
        ) : (
          <NavBar items={footerActions} label="Действия" className={styles.actions} />
        )}
        <p className={styles.copyright}>© {new Date().getFullYear()} Каталог отелей. Панель администратора</p>
      </footer>
    </div>
  );
}

/**
 * Says why nothing loads or saves while the connection is gone. Lists refetch by themselves when it
 * returns (TanStack Query's onlineManager), so the banner only needs to leave.
 */
function OfflineBanner() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <p className={styles.offline} role="status">
      <span className={styles.offlineDot} aria-hidden="true" />
      Нет соединения
    </p>
  );
}
