import { CatchBoundary, Link } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useId } from 'react';
import type { Hotel } from '@/entities/hotels/schema';
import { useReportedHotel } from '@/entities/hotels/use-reported-hotel';
import { ActiveSwitch, HotelActiveSaves, InactiveChip, StarRating } from '@/features/hotels';
import { regionsQuery } from '@/entities/regions/queries';
import { inThisTab } from '@/navigation/in-this-tab';
import { hotelListBackFrom, useHomeNavigation } from '@/navigation/use-home-navigation';
import type { DetailTab } from '@/navigation/view-state';
import { SectionFailure } from '@/shared/errors/route-error';
import { documentTitle, useViewHeading } from '@/shared/layout/use-view-focus';
import { BackIcon, MapPinIcon } from '@/shared/ui/icons';
import { AwaitingData } from '@/shared/ui/awaiting-data';
import { QueryBoundary } from '@/shared/ui/query-boundary';
import { Spinner } from '@/shared/ui/spinner';
import { DETAIL_TAB_REGISTRY } from './detail-tab-registry';
import { DetailTabs, panelId, tabId } from './detail-tabs';
import { HotelActions } from './hotel-actions';
import { HotelSummary } from './hotel-summary';
import { warmOtherTabs } from './load-tab';
import styles from './hotel-detail.module.css';

type HotelDetailProps = { hotelId: number; tab: DetailTab };

export function HotelDetail(props: HotelDetailProps) {
  return (
    <QueryBoundary loading={<AwaitingData />} failed={(retry) => <HotelMissing onRetry={retry} />}>
      <LoadedHotelDetail {...props} />
    </QueryBoundary>
  );
}

function LoadedHotelDetail({ hotelId, tab }: HotelDetailProps) {
  const { data: hotel } = useReportedHotel(hotelId);
  const queryClient = useQueryClient();
  const idPrefix = useId();
  useEffect(() => warmOtherTabs(queryClient, hotelId), [queryClient, hotelId]);
  const { label, Component: TabContent } = DETAIL_TAB_REGISTRY[tab];
  if (!hotel) return <HotelMissing />;
  return (
    <section className={styles.detail} aria-labelledby={`${idPrefix}-name`}>
      {/* To the hotel's own region, even when it was opened from the search (docs/product.md, Views). */}
      <BackToList regionId={hotel.region_id} />
      <div className={`card ${styles.header}`}>
        <div className={styles.top}>
          <HotelHeading hotel={hotel} headingId={`${idPrefix}-name`} tabLabel={label} />
          <HotelActions hotel={hotel} />
        </div>
        <div className={styles.meta}>
          <StarRating count={hotel.stars} className={styles.stars} />
          <HotelRegion hotel={hotel} />
          <HotelActiveSaves>
            <ActiveSwitch hotel={hotel} className={styles.status} />
          </HotelActiveSaves>
        </div>
        <HotelSummary hotel={hotel} />
      </div>
      {/* Outside the card, so it can stick under the app's header while the tab below scrolls. */}
      <DetailTabs idPrefix={idPrefix} selected={tab} />
      {/* Only the open tab is mounted: leaving a tab unmounts it, which aborts its uploads. */}
      <div key={tab} role="tabpanel" id={panelId(idPrefix, tab)} aria-labelledby={tabId(idPrefix, tab)} tabIndex={0} className={styles.panel}>
        {/* A tab that fails leaves the hotel and its other tabs usable; another tab starts afresh. */}
        <CatchBoundary getResetKey={() => tab} errorComponent={SectionFailure}>
          <Suspense fallback={<Spinner label="Загрузка" block />}>
            <TabContent hotelId={hotelId} />
          </Suspense>
        </CatchBoundary>
      </div>
    </section>
  );
}

function HotelHeading({ hotel, headingId, tabLabel }: { hotel: Hotel; headingId: string; tabLabel: string }) {
  const headingRef = useViewHeading<HTMLHeadingElement>(documentTitle(hotel.hotel_name, tabLabel));
  return (
    <h1 id={headingId} ref={headingRef} tabIndex={-1} className={styles.name}>
      {hotel.hotel_name}
      {hotel.is_active ? null : <InactiveChip />}
    </h1>
  );
}

function HotelRegion({ hotel }: { hotel: Hotel }) {
  // The main screen has loaded the regions already; the name comes from that cache.
  const regionName = useQuery({
    ...regionsQuery(),
    refetchOnMount: false,
    select: (regions) => regions.find((region) => region.id === hotel.region_id)?.region_name,
  }).data;
  return (
    <p className={styles.region}>
      <MapPinIcon size={16} />
      <span>{regionName ?? `Регион #${hotel.region_id}`}</span>
    </p>
  );
}

/**
 * «Назад к списку отелей»: a link to the region's hotels (the selected region's while the hotel is
 * unknown). Followed here it is the browser's Back when the detail was opened from that very list.
 */
function BackToList({ regionId }: { regionId?: number }) {
  const { backToList } = useHomeNavigation();
  return (
    <Link
      to="/homePage"
      search={hotelListBackFrom(regionId)}
      className={`button ${styles.back}`}
      onClick={(event) => {
        if (!inThisTab(event)) return;
        event.preventDefault();
        backToList(regionId);
      }}
    >
      <BackIcon size={18} />
      Назад к списку отелей
    </Link>
  );
}

/**
 * No hotel to show, with the way back: it failed to load («Повторить» asks again) or the server has
 * none. Its heading says which, and takes the focus as the view's heading would.
 */
function HotelMissing({ onRetry }: { onRetry?: () => void }) {
  const failed = onRetry !== undefined;
  const text = failed ? 'Не удалось загрузить данные отеля.' : 'Отель не найден.';
  const headingRef = useViewHeading<HTMLHeadingElement>(documentTitle(failed ? 'Ошибка загрузки отеля' : 'Отель не найден'));
  return (
    <section className={styles.detail}>
      <BackToList />
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
    </section>
  );
}
