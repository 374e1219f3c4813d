import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useId, useMemo, type ReactNode } from 'react';
import { HOTEL_ROW_HEIGHT, HotelActiveSaves, HotelRow, hotelRowKey } from '@/features/hotels';
import { beachesQuery } from '@/entities/beaches/queries';
import { hotelsByRegionQuery } from '@/entities/hotels/queries';
import { useRegionHotels } from '@/entities/hotels/use-region-hotels';
import type { Hotel } from '@/entities/hotels/schema';
import { regionsQuery } from '@/entities/regions/queries';
import { documentTitle, useViewHeading } from '@/shared/layout/use-view-focus';
import { useHomeNavigation } from '@/navigation/use-home-navigation';
import { hotelListViewOf, isFiltered, showsArrivalOrder } from '@/navigation/view-state';
import { LoadFailed } from '@/shared/ui/load-failed';
import { AwaitingData } from '@/shared/ui/awaiting-data';
import { QueryBoundary } from '@/shared/ui/query-boundary';
import { VirtualList } from '@/shared/ui/virtual-list';
import { EmptyState } from '@/shared/ui/empty-state';
import { arrangeHotels } from './arrange-hotels';
import { hotelCountLabel } from './hotel-count';
import { HotelListTools } from './hotel-list-tools';
import { HotelTable } from './hotel-table';
import { useHotelTableLayout } from './hotel-table-layout';
import styles from './hotel-list.module.css';

const SKELETON_ROWS = 4;

export function HotelList({ regionId }: { regionId: number }) {
  const { data: regions } = useSuspenseQuery(regionsQuery());
  const region = regions.find((candidate) => candidate.id === regionId);
  if (!region) return <RegionNotFound regionId={regionId} />;
  const title = `Отели региона ${region.region_name}`;
  return (
    <QueryBoundary
      loading={
        <HotelListCard title={title}>
          <AwaitingData>
            <HotelListSkeleton />
          </AwaitingData>
        </HotelListCard>
      }
      // A failed load is only logged (docs/product.md, Errors; the query's meta); the list offers to try again.
      failed={(retry) => (
        <HotelListCard title={title}>
          <LoadFailed message="Не удалось загрузить отели." onRetry={retry} />
        </HotelListCard>
      )}
    >
      <HotelActiveSaves>
        <LoadedHotelList regionId={regionId} title={title} />
      </HotelActiveSaves>
    </QueryBoundary>
  );
}

const renderHotel = (hotel: Hotel) => <HotelRow hotel={hotel} fixedHeight activeSwitch />;

function LoadedHotelList({ regionId, title }: { regionId: number; title: string }) {
  const navigation = useHomeNavigation();
  const { hotelSort, hotelStatus, hotelStars } = useSearch({ from: '/homePage' });
  const listView = hotelListViewOf({ hotelSort, hotelStatus, hotelStars });
  // In name order and unfiltered, the first screen checked ahead of the rest is drawn meanwhile.
  const region = useRegionHotels(regionId, showsArrivalOrder(listView));
  const hotels = region?.hotels;
  const shown = useMemo(() => hotels && arrangeHotels(hotels, { hotelSort, hotelStatus, hotelStars }), [hotels, hotelSort, hotelStatus, hotelStars]);
  const asTable = useHotelTableLayout();
  // Only the table shows beaches; the route's loader has them ready, so no row waits for its name.
  const { data: beaches } = useQuery({ ...beachesQuery({ region_id: regionId }), enabled: asTable });
  const beachNames = useMemo(() => new Map(beaches?.map((beach) => [beach.id, beach.beach_name])), [beaches]);
  if (!region || !shown) return <AwaitRegionHotels regionId={regionId} />;
  const { total } = region;
  // A first screen holds the list's first rows only: the list has room for all of them from the start.
  const rowCount = shown === hotels ? total : shown.length;
  if (total === 0) {
    return (
      <HotelListCard title={title}>
        <EmptyState text="Нет отелей для этого региона" />
      </HotelListCard>
    );
  }
  return (
    <HotelListCard title={title} count={isFiltered(listView) ? `Показано: ${shown.length} из ${total}` : hotelCountLabel(total)}>
      <HotelListTools {...listView} onChange={navigation.setHotelListView} />
      {shown.length > 0 && asTable ? (
        <HotelTable
          hotels={shown}
          rowCount={rowCount}
          beachNames={beachNames}
          sort={hotelSort ?? 'name'}
          onSort={(sort) => navigation.setHotelListView({ ...listView, hotelSort: sort === 'name' ? undefined : sort })}
        />
      ) : shown.length > 0 ? (
        <VirtualList
          items={shown}
          count={rowCount}
          rowHeight={HOTEL_ROW_HEIGHT}
          itemKey={hotelRowKey}
          renderItem={renderHotel}
          label="Отели"
          className={styles.rows}
        />
      ) : (
        <EmptyState
          text="Нет отелей с такими фильтрами."
          action={
            <button
              type="button"
              className="button"
              onClick={() => navigation.setHotelListView({ hotelSort: listView.hotelSort, hotelStatus: undefined, hotelStars: undefined })}
            >
              Сбросить фильтры
            </button>
          }
        />
      )}
    </HotelListCard>
  );
}

/** Waits for the whole list (the boundary above shows the loading rows), and throws its failure. */
function AwaitRegionHotels({ regionId }: { regionId: number }) {
  useSuspenseQuery(hotelsByRegionQuery(regionId));
  return null;
}

/** The list's card and heading, which takes the focus when the list opens. */
function HotelListCard({ title, count, children }: { title: string; count?: string; children: ReactNode }) {
  const headingId = useId();
  const headingRef = useViewHeading<HTMLHeadingElement>(documentTitle(title));
  return (
    <section className="card" aria-labelledby={headingId}>
      <header className={styles.header}>
        <h1 id={headingId} ref={headingRef} tabIndex={-1} className={styles.title}>
          {`${title}!`}
        </h1>
        {count ? (
          <span className={styles.count} aria-live="polite">
            {count}
          </span>
        ) : null}
      </header>
      {children}
    </section>
  );
}

/** An old link or a region deleted meanwhile: say so, instead of an empty list headed '#9999'. */
function RegionNotFound({ regionId }: { regionId: number }) {
  const navigation = useHomeNavigation();
  const headingId = useId();
  const headingRef = useViewHeading<HTMLHeadingElement>(documentTitle('Регион не найден'));
  return (
    <section className="card" aria-labelledby={headingId}>
      <h1 id={headingId} ref={headingRef} tabIndex={-1} className={styles.title}>
        Регион не найден
      </h1>
      <p className="empty">{`Региона #${regionId} нет: возможно, его удалили. Выберите регион из списка.`}</p>
      <button type="button" className="button" onClick={navigation.goHome}>
        На главную
      </button>
    </section>
  );
}

function HotelListSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true">
      <span role="status" className="visually-hidden">
        Загрузка отелей…
      </span>
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <div key={index} className={styles.skeletonRow} style={{ height: HOTEL_ROW_HEIGHT }} aria-hidden="true">
          <span className={styles.skeletonName} />
          <span className={styles.skeletonMeta} />
        </div>
      ))}
    </div>
  );
}
