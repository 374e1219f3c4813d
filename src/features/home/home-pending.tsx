import type { CSSProperties } from 'react';
import { AppShell } from '@/shared/layout/app-shell';
import type { NavItem } from '@/shared/layout/nav-bar';
import { PlusIcon, SearchIcon } from '@/shared/ui/icons';
import { Spinner } from '@/shared/ui/spinner';

// The same actions as the main screen, so nothing moves when the regions arrive; pressed now
// they would have nothing to act on, hence disabled.
const footerActions: readonly NavItem[] = [
  { label: 'Найти отель', image: <SearchIcon />, action: () => undefined },
  { label: 'Добавить отель', image: <PlusIcon />, action: () => undefined },
];

const centered: CSSProperties = {
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  gap: 12,
  height: '100%',
  padding: 24,
};

/** The /homePage route while its loader waits for the regions: the shell, never a blank page. */
export function HomePending() {
  return (
    <AppShell footerActions={footerActions} actionsDisabled>
      <main style={centered} aria-busy="true">
        <Spinner />
        <p className="hint" role="status">
          Загрузка регионов…
        </p>
      </main>
    </AppShell>
  );
}
