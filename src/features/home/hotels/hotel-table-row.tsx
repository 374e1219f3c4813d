import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import { ActiveSwitch, HotelEditLink, InactiveChip, StarRating } from '@/features/hotels';
import type { Hotel } from '@/entities/hotels/schema';
import { useHotelPaneLink } from '@/navigation/use-home-navigation';
import { returnFocusMark } from '@/shared/layout/use-view-focus';
import styles from './hotel-table.module.css';

/** One line of name at the table's width, a second if it needs it; the switch and icons fit in it too. */
export const HOTEL_TABLE_ROW_HEIGHT = 56;

type HotelTableRowProps = { hotel: Hotel; beachName: string | undefined };

/**
 * A hotel as a table row's cells, the links named as in the phone's row (`HotelRow`), so the name
 * and «Редактировать …» read and return the focus the same on either layout.
 */
export const HotelTableRow = memo(function HotelTableRow({ hotel, beachName }: HotelTableRowProps) {
  const paneLink = useHotelPaneLink();
  const detail = paneLink('HOTEL_DETAIL', hotel.hotel_id);
  return (
    <div role="none" className={`${styles.grid} ${styles.bodyRow} ${hotel.is_active ? '' : styles.inactive}`}>
      <span role="cell" className={styles.nameCell}>
        <Link {...detail} className={styles.open} {...returnFocusMark(`hotel-open:${hotel.hotel_id}`)}>
          <span className={styles.name} title={hotel.hotel_name}>
            {hotel.hotel_name}
          </span>
          {hotel.is_active ? null : <> <InactiveChip /></>}
        </Link>
      </span>
      <span role="cell">
        <StarRating count={hotel.stars} className={styles.stars} />
      </span>
      <span role="cell" className={styles.text}>
        {beachName ?? <span className={styles.none}>—</span>}
      </span>
      <span role="cell" className={styles.text}>
        {hotel.recommend_list === 1 ? 'Да' : <span className={styles.none}>Нет</span>}
      </span>
      <span role="cell" className={styles.status}>
        <ActiveSwitch hotel={hotel} className={styles.action} />
      </span>
      <span role="cell" className={styles.actions}>
        <HotelEditLink hotel={hotel} className={styles.action} />
      </span>
    </div>
  );
});
