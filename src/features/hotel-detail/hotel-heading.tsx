import { useQuery } from '@tanstack/react-query';
import type { Hotel } from '@/entities/hotels/schema';
import { regionsQuery } from '@/entities/regions/queries';
import { MapPinIcon } from '@/shared/ui/icons';
import styles from './hotel-detail.module.css';

export function HotelHeading({ hotel, headingId }: { hotel: Hotel; headingId: string }) {
  // The main screen has loaded the regions already; the name comes from that cache.
  const regionName = useQuery({
    ...regionsQuery(),
    refetchOnMount: false,
    select: (regions) => regions.find((region) => region.id === hotel.region_id)?.region_name,
  }).data;

  return (
    <div className={styles.heading}>
      <h1 id={headingId} className={styles.name}>
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
