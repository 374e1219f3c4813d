import { CatchBoundary, useLocation, useSearch } from '@tanstack/react-router';
import { Suspense } from 'react';
import { ScreenFailure } from '@/shared/errors/route-error';
import { AppShell } from '@/shared/layout/app-shell';
import { usePlaceAfterReload } from '@/shared/layout/use-place-after-reload';
import { useViewChangeFocus } from '@/shared/layout/use-view-focus';
import { useHomeNavigation } from '@/navigation/use-home-navigation';
import type { HomeSearch } from '@/navigation/view-state';
import { PlusIcon, SearchIcon } from '@/shared/ui/icons';
import { Spinner } from '@/shared/ui/spinner';
import { HotelDetail, HotelForm, HotelList, HotelSearch, RegionForm } from './lazy-panes';
import { RegionsColumn } from './regions/regions-column';
import { foldRegionsOnPhone, useFoldRegionsOnLanding } from './regions/use-collapsible-column';
import { useSearchRestart } from './use-search-restart';
import { WelcomePane } from './welcome-pane';
import styles from './home-page.module.css';

export function HomePage() {
  const search = useSearch({ from: '/homePage' });
  const navigation = useHomeNavigation();
  const searchRun = useSearchRestart(search);
  // The search text is left out: typing replaces the address per keystroke, in the same view.
  const viewKey = [search.view, search.regionId, search.hotelId, search.tab].join('|');
  const historyEntry = useLocation({ select: (location) => location.state.__TSR_key });
  useViewChangeFocus(viewKey, historyEntry);
  usePlaceAfterReload();
  useFoldRegionsOnLanding(opensPane(search));
  return (
    <AppShell
      footerActions={[
        {
          label: 'Найти отель',
          image: <SearchIcon />,
          action: () => {
            searchRun.restart();
            void navigation.findHotel();
            foldRegionsOnPhone();
          },
        },
        {
          label: 'Добавить отель',
          image: <PlusIcon />,
          action: () => {
            void navigation.addHotel();
            foldRegionsOnPhone();
          },
        },
      ]}
    >
      <div className={styles.layout}>
        <RegionsColumn selectedRegionId={search.regionId} />
        <main className={styles.pane}>
          {/* A pane that fails leaves the regions and the footer usable; another view starts afresh. */}
          <CatchBoundary getResetKey={() => viewKey} errorComponent={ScreenFailure}>
            <Suspense fallback={<Spinner label="Загрузка" />}>
              <ViewPane search={search} searchRun={searchRun.count} />
            </Suspense>
          </CatchBoundary>
        </main>
      </div>
    </AppShell>
  );
}

/** Whether the address shows a pane of its own rather than the welcome, as `ViewPane` decides. */
function opensPane({ view, regionId, hotelId }: HomeSearch): boolean {
  if (view === 'HOTEL_LIST') return regionId !== undefined;
  if (view === 'HOTEL_DETAIL') return hotelId !== undefined;
  return view !== undefined && view !== 'NONE';
}

function ViewPane({ search, searchRun }: { search: HomeSearch; searchRun: number }) {
  const { view, regionId, hotelId, tab } = search;
  switch (view) {
    case 'HOTEL_LIST':
      return regionId ? <HotelList key={regionId} regionId={regionId} /> : <WelcomePane />;
    case 'REGION_MANAGE':
      return <RegionForm key={regionId ?? 'new'} regionId={regionId} />;
    case 'HOTEL_MANAGE':
      return <HotelForm key={hotelId ?? 'new'} hotelId={hotelId} defaultRegionId={regionId} />;
    case 'HOTEL_DETAIL':
      return hotelId ? <HotelDetail key={hotelId} hotelId={hotelId} tab={tab ?? 'news'} /> : <WelcomePane />;
    case 'HOTEL_SEARCH':
      return <HotelSearch key={searchRun} />;
    default:
      return <WelcomePane />;
  }
}
