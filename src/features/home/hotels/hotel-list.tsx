import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { hotelsByRegionQuery } from '@/entities/hotels/queries';
import type { Hotel } from '@/entities/hotels/schema';
import { regionsQuery } from '@/entities/regions/queries';
import { useHomeNavigation } from '../use-home-navigation';
import { hotelCountLabel } from './hotel-count';
import { sortHotelsByName } from './hotel-order';
import { HotelRow } from './hotel-row';
import { useReportOnce } from '@/shared/feedback/use-report-once';
import styles from './hotel-list.module.css';

// SPEC.md §8: a failed load of a region's hotels is only logged, never toasted.
const logLoadFailure = (error: Error) => console.error('Не удалось загрузить отели региона', error);

const SKELETON_ROWS = 4;

export function HotelList({ regionId }: { regionId: number }) {
  const headingId = useId();
  const { data: regions } = useQuery(regionsQuery());
  const regionName = regions?.find((region) => region.id === regionId)?.region_name;
  const hotels = useQuery({ ...hotelsByRegionQuery(regionId), select: sortHotelsByName });
  useReportOnce(hotels.isFetching ? null : hotels.error, logLoadFailure);

  return (
    <section className="card" aria-labelledby={headingId}>
      <header className={styles.header}>
        <h1 id={headingId} className={styles.title}>
          {`Отели региона ${regionName ?? `#${regionId}`}!`}
        </h1>
        {hotels.data && hotels.data.length > 0 ? <span className={styles.count}>{hotelCountLabel(hotels.data.length)}</span> : null}
      </header>
      {hotels.isPending ? (
        <HotelListSkeleton />
      ) : hotels.isError ? (
        <p className="empty">Не удалось загрузить отели.</p>
      ) : (
        <HotelRows hotels={hotels.data} />
      )}
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
