import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useCallback, useId, useMemo } from 'react';
import { HOTEL_ROW_HEIGHT, HotelRow, hotelRowKey } from '@/features/hotels';
import { hotelsByRegionQuery } from '@/entities/hotels/queries';
import type { Hotel } from '@/entities/hotels/schema';
import { regionsQuery } from '@/entities/regions/queries';
import { documentTitle, useViewHeading } from '@/shared/layout/use-view-focus';
import { useHomeNavigation } from '@/navigation/use-home-navigation';
import { hotelListViewOf, type HotelListView } from '@/navigation/view-state';
import { AwaitingData } from '@/shared/ui/awaiting-data';
import { LoadFailed } from '@/shared/ui/load-failed';
import { VirtualList } from '@/shared/ui/virtual-list';
import { arrangeHotels, isFiltered } from './arrange-hotels';
import { hotelCountLabel } from './hotel-count';
import { HotelListTools } from './hotel-list-tools';
import styles from './hotel-list.module.css';

const SKELETON_ROWS = 4;

export function HotelList({ regionId }: { regionId: number }) {
  const headingId = useId();
  const { data: regions } = useQuery(regionsQuery());
  const region = regions?.find((candidate) => candidate.id === regionId);
  // SPEC.md §8: a failed load is only logged (the query's meta); the list offers to try again.
  const hotels = useQuery({ ...hotelsByRegionQuery(regionId), enabled: !regions || region !== undefined });
  const regionName = region?.region_name ?? `#${regionId}`;
  const headingRef = useViewHeading<HTMLHeadingElement>(regions && !region ? undefined : documentTitle(`Отели региона ${regionName}`));
  const { hotelSort, hotelStatus, hotelStars } = useSearch({ from: '/homePage' });
  const listView = hotelListViewOf({ hotelSort, hotelStatus, hotelStars });
  const shown = useMemo(
    () => (hotels.data ? arrangeHotels(hotels.data, { hotelSort, hotelStatus, hotelStars }) : undefined),
    [hotels.data, hotelSort, hotelStatus, hotelStars],
  );

  if (regions && !region) return <RegionNotFound regionId={regionId} />;

  const total = hotels.data?.length ?? 0;
  return (
    <section className="card" aria-labelledby={headingId}>
      <header className={styles.header}>
        <h1 id={headingId} ref={headingRef} tabIndex={-1} className={styles.title}>
          {`Отели региона ${regionName}!`}
        </h1>
        {shown && total > 0 ? (
          <span className={styles.count} aria-live="polite">
            {isFiltered(listView) ? `Показано: ${shown.length} из ${total}` : hotelCountLabel(total)}
          </span>
        ) : null}
      </header>
      {shown && total > 0 ? <HotelListBody hotels={shown} listView={listView} /> : null}
      {shown && total === 0 ? <p className="empty">Нет отелей для этого региона</p> : null}
      {!shown && hotels.isError ? <LoadFailed message="Не удалось загрузить отели." onRetry={() => void hotels.refetch()} /> : null}
      {!shown && !hotels.isError ? (
        <AwaitingData paused={hotels.isPaused}>
          <HotelListSkeleton />
        </AwaitingData>
      ) : null}
    </section>
  );
}

function HotelListBody({ hotels, listView }: { hotels: readonly Hotel[]; listView: HotelListView }) {
  const navigation = useHomeNavigation();
  const renderHotel = useCallback((hotel: Hotel) => <HotelRow hotel={hotel} fixedHeight activeSwitch />, []);
  return (
    <>
      <HotelListTools {...listView} onChange={navigation.setHotelListView} />
      {hotels.length > 0 ? (
        <VirtualList
          items={hotels}
          rowHeight={HOTEL_ROW_HEIGHT}
          itemKey={hotelRowKey}
          renderItem={renderHotel}
          label="Отели"
          className={styles.rows}
        />
      ) : (
        <div className="empty">
          <p>Нет отелей с такими фильтрами.</p>
          <button
            type="button"
            className="button"
            onClick={() => navigation.setHotelListView({ hotelSort: listView.hotelSort, hotelStatus: undefined, hotelStars: undefined })}
          >
            Сбросить фильтры
          </button>
        </div>
      )}
    </>
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
