import type { ReactNode } from 'react';
import { useHotelPaneLink } from '@/navigation/use-home-navigation';
import type { HomeSearch } from '@/navigation/view-state';
import { AppShell } from '@/shared/layout/app-shell';
import { PlusIcon, SearchIcon } from '@/shared/ui/icons';
import { RegionsColumn } from './regions/regions-column';
import { foldRegionsOnPhone } from './regions/use-collapsible-column';
import styles from './home-page.module.css';

type HomeLayoutProps = {
  search: HomeSearch;
  /** «Найти отель» followed here: the search starts afresh even when it is already open. */
  onFindHotel?: () => void;
  /**
   * A cold start still waiting for the regions: `children` (its status) fill the screen, and the
   * actions keep their place but lead nowhere yet, so nothing moves when the regions arrive.
   */
  regionsPending?: boolean;
  children: ReactNode;
};

/** The views that are a form: their own actions (sticky on a phone) take the footer's place. */
const FORM_VIEWS = new Set<HomeSearch['view']>(['HOTEL_MANAGE', 'REGION_MANAGE']);

/** The main screen around its pane: the regions column and the footer's actions. */
export function HomeLayout({ search, onFindHotel, regionsPending = false, children }: HomeLayoutProps) {
  const hotelPaneLink = useHotelPaneLink();
  // «Добавить отель» under a hotel being added (or «Найти отель» under any form) would leave the
  // typing a tap away and crowd the form's own Создать/Отмена; the form's Отмена leads out instead.
  const formOpen = FORM_VIEWS.has(search.view);
  return (
    <AppShell
      footerActions={formOpen ? [] : [
        {
          label: 'Найти отель',
          image: <SearchIcon />,
          link: { to: '/homePage', search: { view: 'HOTEL_SEARCH' } },
          onFollow: () => {
            onFindHotel?.();
            foldRegionsOnPhone();
          },
        },
        {
          label: 'Добавить отель',
          image: <PlusIcon />,
          link: hotelPaneLink('HOTEL_MANAGE'),
          onFollow: foldRegionsOnPhone,
        },
      ]}
      actionsDisabled={regionsPending}
    >
      {regionsPending ? (
        <main className={styles.regionsPending} aria-busy="true">
          {children}
        </main>
      ) : (
        <div className={styles.layout}>
          <RegionsColumn selectedRegionId={search.regionId} />
          <main className={styles.pane}>{children}</main>
        </div>
      )}
    </AppShell>
  );
}
