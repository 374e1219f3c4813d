import { useQueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import type { CSSProperties } from 'react';
import { regionsQuery } from '@/entities/regions/queries';
import { AppShell } from '@/shared/layout/app-shell';
import type { NavItem } from '@/shared/layout/nav-bar';
import { PlusIcon, SearchIcon } from '@/shared/ui/icons';
import { AwaitingData } from '@/shared/ui/awaiting-data';
import { Spinner } from '@/shared/ui/spinner';
import { HomeLayout } from './home-layout';

// The same actions as the main screen, so nothing moves when the regions arrive; pressed now
// they would have nothing to act on, hence disabled.
const footerActions: readonly NavItem[] = [
  { label: 'Найти отель', image: <SearchIcon />, link: { to: '/homePage' } },
  { label: 'Добавить отель', image: <PlusIcon />, link: { to: '/homePage' } },
];

const centered: CSSProperties = {
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  gap: 12,
  height: '100%',
  padding: 24,
};

/**
 * The /homePage route while its loader waits: a view whose data is slow shows the screen with its
 * pane loading; a cold start, the shell until the regions arrive, never a blank page.
 */
export function HomePending() {
  const search = useSearch({ from: '/homePage' });
  const regionsKnown = useQueryClient().getQueryData(regionsQuery().queryKey) !== undefined;
  if (regionsKnown) {
    return (
      <HomeLayout search={search}>
        <AwaitingData />
      </HomeLayout>
    );
  }
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
