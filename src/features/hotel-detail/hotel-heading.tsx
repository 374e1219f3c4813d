import { useQuery } from '@tanstack/react-query';
import type { Hotel } from '@/entities/hotels/schema';
import { regionsQuery } from '@/entities/regions/queries';
import { documentTitle, useViewHeading } from '@/shared/layout/use-view-focus';
import { MapPinIcon } from '@/shared/ui/icons';
import styles from './hotel-detail.module.css';

type HotelHeadingProps = {
  hotel: Hotel;
  headingId: string;
  /** The open tab's name, for the document's title. */
  tabLabel: string;
};

export function HotelHeading({ hotel, headingId, tabLabel }: HotelHeadingProps) {
  const headingRef = useViewHeading<HTMLHeadingElement>(documentTitle(hotel.hotel_name, tabLabel));
  // The main screen has loaded the regions already; the name comes from that cache.
  const regionName = useQuery({
    ...regionsQuery(),
    refetchOnMount: false,
    select: (regions) => regions.find((region) => region.id === hotel.region_id)?.region_name,
  }).data;

  return (
    <div className={styles.heading}>
      <h1 id={headingId} ref={headingRef} tabIndex={-1} className={styles.name}>
        {hotel.hotel_name}
        {hotel.is_active ? null : <span className="badge">(неактивен)</span>}
      </h1>
      <p className={styles.region}>
        <MapPinIcon size={16} />
        <span>{regionName ?? `Регион #${hotel.region_id}`}</span>
      </p>
    </div>
  );
}
