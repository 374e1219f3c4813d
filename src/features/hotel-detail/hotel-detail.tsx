import { useQueryClient } from '@tanstack/react-query';
import { CatchBoundary } from '@tanstack/react-router';
import { Suspense, useEffect, useId } from 'react';
import { SectionFailure } from '@/shared/errors/route-error';
import { useHomeNavigation } from '@/navigation/use-home-navigation';
import type { DetailTab } from '@/navigation/view-state';
import { documentTitle, useViewHeading } from '@/shared/layout/use-view-focus';
import { AwaitingData } from '@/shared/ui/awaiting-data';
import { BackIcon } from '@/shared/ui/icons';
import { DETAIL_TAB_REGISTRY } from './detail-tab-registry';
import { DetailTabs, panelId, tabId } from './detail-tabs';
import { HotelActions } from './hotel-actions';
import { HotelHeading } from './hotel-heading';
import { HotelSummary } from './hotel-summary';
import { Spinner } from '@/shared/ui/spinner';
import { prefetchTabList } from './prefetch-tab-list';
import { useReportedHotel } from '@/entities/hotels/use-reported-hotel';
import styles from './hotel-detail.module.css';

export function HotelDetail({ hotelId, tab }: { hotelId: number; tab: DetailTab }) {
  const { backToList } = useHomeNavigation();
  const hotel = useReportedHotel(hotelId);
  const queryClient = useQueryClient();
  const idPrefix = useId();
  const { label, Component: TabContent } = DETAIL_TAB_REGISTRY[tab];

  useEffect(() => prefetchTabList(queryClient, hotelId, tab), [queryClient, hotelId, tab]);

  return (
    <section className={styles.detail} aria-labelledby={hotel.data ? `${idPrefix}-name` : undefined}>
      {/* To the hotel's own region, even when it was opened from the search (SPEC.md §4). */}
      <button type="button" className={`button ${styles.back}`} onClick={() => backToList(hotel.data?.region_id)}>
        <BackIcon size={18} />
        Назад к списку отелей
      </button>
      {hotel.data ? (
        <>
          <div className={`card ${styles.header}`}>
            <div className={styles.top}>
              <HotelHeading hotel={hotel.data} headingId={`${idPrefix}-name`} tabLabel={label} />
              <HotelActions hotel={hotel.data} />
            </div>
            <HotelSummary hotel={hotel.data} />
            <DetailTabs idPrefix={idPrefix} selected={tab} />
          </div>
          {/* Only the open tab is mounted: leaving a tab unmounts it, which aborts its uploads. */}
          <div
            key={tab}
            role="tabpanel"
            id={panelId(idPrefix, tab)}
            aria-labelledby={tabId(idPrefix, tab)}
            tabIndex={0}
            className={styles.panel}
          >
            {/* A tab that fails leaves the hotel and its other tabs usable; another tab starts afresh. */}
            <CatchBoundary getResetKey={() => tab} errorComponent={SectionFailure}>
              <Suspense fallback={<Spinner label="Загрузка" block />}>
                <TabContent hotelId={hotelId} />
              </Suspense>
            </CatchBoundary>
          </div>
        </>
      ) : hotel.isPending || hotel.isFetching ? (
        <AwaitingData paused={hotel.isPaused}>
          <Spinner label="Загрузка" block />
        </AwaitingData>
      ) : (
        <HotelMissing failed={hotel.isError} onRetry={() => void hotel.refetch()} />
      )}
    </section>
  );
}

/** No hotel to show: its heading says why, and takes the focus as the view's heading would. */
function HotelMissing({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const text = failed ? 'Не удалось загрузить данные отеля.' : 'Отель не найден.';
  const headingRef = useViewHeading<HTMLHeadingElement>(documentTitle(failed ? 'Ошибка загрузки отеля' : 'Отель не найден'));
  return (
    <div className="card empty">
      {/* Sized as the paragraph it replaced: a notice, not a title. */}
      <h1 ref={headingRef} tabIndex={-1} style={{ fontSize: 'inherit', fontWeight: 'inherit' }}>
        {text}
      </h1>
      {failed ? (
        <button type="button" className="button" onClick={onRetry}>
          Повторить
        </button>
      ) : null}
    </div>
  );
}
