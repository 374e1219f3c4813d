import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { sortHotelsByName } from '@/entities/hotels/hotel-order';
import { HotelRow } from '@/entities/hotels/hotel-row';
import { hotelsByRegionQuery } from '@/entities/hotels/queries';
import type { Hotel } from '@/entities/hotels/schema';
import { regionsQuery } from '@/entities/regions/queries';
import { documentTitle, useViewHeading } from '@/shared/layout/use-view-focus';
import { useHomeNavigation } from '@/shared/navigation/use-home-navigation';
import { LoadFailed } from '@/shared/ui/load-failed';
import { hotelCountLabel } from './hotel-count';
import styles from './hotel-list.module.css';

const SKELETON_ROWS = 4;

export function HotelList({ regionId }: { regionId: number }) {
  const headingId = useId();
  const { data: regions } = useQuery(regionsQuery());
  const region = regions?.find((candidate) => candidate.id === regionId);
  // SPEC.md §8: a failed load is only logged (the query's meta); the list offers to try again.
  const hotels = useQuery({ ...hotelsByRegionQuery(regionId), enabled: !regions || region !== undefined, select: sortHotelsByName });
  const regionName = region?.region_name ?? `#${regionId}`;
  const headingRef = useViewHeading<HTMLHeadingElement>(regions && !region ? undefined : documentTitle(`Отели региона ${regionName}`));

  if (regions && !region) return <RegionNotFound regionId={regionId} />;

  return (
    <section className="card" aria-labelledby={headingId}>
      <header className={styles.header}>
        <h1 id={headingId} ref={headingRef} tabIndex={-1} className={styles.title}>
          {`Отели региона ${regionName}!`}
        </h1>
        {hotels.data && hotels.data.length > 0 ? <span className={styles.count}>{hotelCountLabel(hotels.data.length)}</span> : null}
      </header>
      {hotels.data ? (
        <HotelRows hotels={hotels.data} />
      ) : hotels.isError ? (
        <LoadFailed message="Не удалось загрузить отели." onRetry={() => void hotels.refetch()} />
      ) : (
        <HotelListSkeleton />
      )}
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

function HotelRows({ hotels }: { hotels: readonly Hotel[] }) {
  const navigation = useHomeNavigation();
  if (hotels.length === 0) return <p className="empty">Нет отелей для этого региона</p>;
  return (
    <ul className={styles.rows}>
      {hotels.map((hotel) => (
        <li key={hotel.hotel_id}>
          <HotelRow hotel={hotel} onOpen={navigation.openHotel} onEdit={navigation.manageHotel} />
        </li>
      ))}
    </ul>
  );
}

function HotelListSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true">
      <span role="status" className="visually-hidden">
        Загрузка отелей…
      </span>
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <div key={index} className={styles.skeletonRow} aria-hidden="true">
          <span className={styles.skeletonName} />
          <span className={styles.skeletonMeta} />
        </div>
      ))}
    </div>
  );
}
