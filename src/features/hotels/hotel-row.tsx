import { Link } from '@tanstack/react-router';
import { memo, useId } from 'react';
import type { Hotel } from '@/entities/hotels/schema';
import { useHotelPaneLink } from '@/navigation/use-home-navigation';
import { returnFocusMark } from '@/shared/layout/use-view-focus';
import { StatusChip } from '@/shared/ui/status-chip';
import { ActiveSwitch } from './active-switch';
import { HotelEditLink } from './hotel-edit-link';
import { StarRating } from './star-rating';
import styles from './hotel-row.module.css';

type HotelRowProps = {
  hotel: Hotel;
  /** Where the hotel is, when the surrounding list does not already say it. */
  place?: string;
  /** Every row the same height (`HOTEL_ROW_HEIGHT`), for a list that places rows without measuring them. */
  fixedHeight?: boolean;
  /** The active/inactive switch, for a list where the admin sets the status in passing. */
  activeSwitch?: boolean;
};

/**
 * The height of a `fixedHeight` row: room for a name on two lines, since on a phone one line cut
 * «Kemer Seaside Club Hotel» and «Kemer Seaside Club Resort» to the same «Kemer Seaside Cl…».
 */
export const HOTEL_ROW_HEIGHT = 72;
export const hotelRowKey = (hotel: Hotel) => hotel.hotel_id;

/** The product's mark of an inactive hotel, wherever a hotel is named. */
export function InactiveChip({ id }: { id?: string }) {
  return <StatusChip id={id} text="(неактивен)" shown="неактивен" />;
}

/**
 * A hotel in a list: its name links to its detail, the pencil to its edit form (a new tab, a copy).
 * One link per place: a second to the detail would be one more stop for the keyboard and the reader,
 * and one more router link to draw in every row. Memoised: a list re-renders on scroll and on every
 * cache change; a row only when its hotel changes.
 */
export const HotelRow = memo(function HotelRow({
  hotel,
  place,
  fixedHeight = false,
  activeSwitch = false,
}: HotelRowProps) {
  const ids = useId();
  const paneLink = useHotelPaneLink();
  const detail = paneLink('HOTEL_DETAIL', hotel.hotel_id);
  // Beside a switch the name has little room on a phone, so the mark moves under it, next to the
  // stars; the button is still named with it, so the name read out is the same either way.
  const markUnderName = activeSwitch && !hotel.is_active;
  return (
    <div className={`${styles.row} ${fixedHeight ? styles.fixedHeight : ''} ${hotel.is_active ? '' : styles.inactive}`}>
      <div className={styles.main}>
        <Link
          {...detail}
          className={styles.open}
          aria-labelledby={markUnderName ? `${ids}-name ${ids}-mark` : undefined}
          {...returnFocusMark(`hotel-open:${hotel.hotel_id}`)}
        >
          <span id={`${ids}-name`} className={styles.name}>
            {hotel.hotel_name}
          </span>
          {hotel.is_active || markUnderName ? null : <> <InactiveChip /></>}
        </Link>
        <span className={styles.meta}>
          <StarRating count={hotel.stars} className={styles.stars} />
          {markUnderName ? <InactiveChip id={`${ids}-mark`} /> : null}
          {place ? <span className={styles.place}>{place}</span> : null}
        </span>
      </div>
      {activeSwitch ? <ActiveSwitch hotel={hotel} hideLabel className={styles.action} /> : null}
      <HotelEditLink hotel={hotel} className={styles.action} />
    </div>
  );
});
