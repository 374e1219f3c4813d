import { CatchBoundary, useLocation, useSearch } from '@tanstack/react-router';
import { Suspense, useEffect, useRef, useState } from 'react';
import { ScreenFailure } from '@/shared/errors/route-error';
import { usePlaceAfterReload } from '@/shared/layout/use-place-after-reload';
import { documentTitle, useViewChangeFocus, useViewHeading } from '@/shared/layout/use-view-focus';
import type { HomeSearch } from '@/navigation/view-state';
import { AwaitingData } from '@/shared/ui/awaiting-data';
import { MapPinIcon } from '@/shared/ui/icons';
import { HomeLayout } from './home-layout';
import styles from './home-page.module.css';
import { hotelDetailPane, hotelFormPane, hotelListPane, hotelSearchPane, regionFormPane } from './lazy-panes';
import { useFoldRegionsOnLanding } from './regions/use-collapsible-column';

export function HomePage() {
  const search = useSearch({ from: '/homePage' });
  const searchRun = useSearchRestart(search);
  // The search text is left out: typing replaces the address per keystroke, in the same view.
  const viewKey = [search.view, search.regionId, search.hotelId, search.tab].join('|');
  usePlaceAfterReload();
  useFoldRegionsOnLanding(opensPane(search));
  return (
    <>
      <HomeLayout search={search} onFindHotel={searchRun.restart}>
        {/* A pane that fails leaves the regions and the footer usable; another view starts afresh. */}
        <CatchBoundary getResetKey={() => viewKey} errorComponent={ScreenFailure}>
          <Suspense fallback={<AwaitingData />}>
            <ViewPane search={search} searchRun={searchRun.count} />
          </Suspense>
        </CatchBoundary>
      </HomeLayout>
      <ViewChangeFocus viewKey={viewKey} />
    </>
  );
}

const hasCriteria = ({ q, searchRegion, searchStatus }: HomeSearch) => Boolean(q) || searchRegion !== undefined || searchStatus !== undefined;

/**
 * «Найти отель» pressed on the search itself starts a new one. The address is cleared by the
 * navigation, but the search pane keeps its criteria in its own state (it answers keystrokes ahead of
 * the router), so it is drawn anew, keyed by `count`, once the cleared address has arrived.
 */
function useSearchRestart(search: HomeSearch) {
  const [count, setCount] = useState(0);
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current || search.view !== 'HOTEL_SEARCH' || hasCriteria(search)) return;
    pending.current = false;
    setCount((run) => run + 1);
  }, [search]);
  return {
    count,
    restart: () => {
      pending.current = search.view === 'HOTEL_SEARCH' && hasCriteria(search);
    },
  };
}

/**
 * The focus on a view change, after the screen in the tree so its layout effect runs after the panes'.
 * Apart from it: the history entry changes at the click, and only this draws again for it.
 */
function ViewChangeFocus({ viewKey }: { viewKey: string }) {
  const historyEntry = useLocation({ select: (location) => location.state.__TSR_key });
  useViewChangeFocus(viewKey, historyEntry);
  return null;
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
      return regionId ? <hotelListPane.Component key={regionId} regionId={regionId} /> : <WelcomePane />;
    case 'REGION_MANAGE':
      return <regionFormPane.Component key={regionId ?? 'new'} regionId={regionId} />;
    case 'HOTEL_MANAGE':
      return <hotelFormPane.Component key={hotelId ?? 'new'} hotelId={hotelId} defaultRegionId={regionId} />;
    case 'HOTEL_DETAIL':
      return hotelId ? <hotelDetailPane.Component key={hotelId} hotelId={hotelId} tab={tab ?? 'news'} /> : <WelcomePane />;
    case 'HOTEL_SEARCH':
      return <hotelSearchPane.Component key={searchRun} />;
    default:
      return <WelcomePane />;
  }
}

/** NONE: nothing chosen yet, so the pane is an empty state pointing at where to start. */
function WelcomePane() {
  const headingRef = useViewHeading<HTMLHeadingElement>(documentTitle('Главная'));
  return (
    <section className={`card ${styles.welcome}`} aria-labelledby="welcome-title">
      <span className={styles.welcomeMark} aria-hidden="true">
        <MapPinIcon size={28} />
      </span>
      <h1 id="welcome-title" ref={headingRef} tabIndex={-1} className={styles.welcomeTitle}>
        Добро пожаловать в панель администратора!
      </h1>
      <p className={`hint ${styles.welcomeHint}`}>
        Выберите регион в списке «Регионы», чтобы увидеть его отели, или найдите отель по названию.
      </p>
    </section>
  );
}
