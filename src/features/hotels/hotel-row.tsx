import { memo, useId } from 'react';
import type { Hotel } from '@/entities/hotels/schema';
import { returnFocusMark } from '@/shared/layout/use-view-focus';
import { intent } from '@/shared/preload/intent';
import { IconButton } from '@/shared/ui/icon-button';
import { DetailsIcon, EditIcon } from '@/shared/ui/icons';
import { ActiveSwitch } from './active-switch';
import { StarRating } from './star-rating';
import styles from './hotel-row.module.css';

type HotelRowProps = {
  hotel: Hotel;
  /** Where the hotel is, when the surrounding list does not already say it. */
  place?: string;
  onOpen: (hotelId: number) => void;
  onEdit: (hotelId: number) => void;
  /** Every row the same height (`HOTEL_ROW_HEIGHT`), for a list that places rows without measuring them. */
  fixedHeight?: boolean;
  /** The row itself opens the detail; a list may add the explicit icon for it too. */
  detailButton?: boolean;
  /** The active/inactive switch, for a list where the admin sets the status in passing. */
  activeSwitch?: boolean;
};

/**
 * The height of a `fixedHeight` row, so a list of thousands places its rows without measuring them:
 * room for a name on two lines, since on a phone one line cut names such as «Kemer Seaside Club
 * Hotel» and «Kemer Seaside Club Resort» to the same «Kemer Seaside Cl…».
 */
export const HOTEL_ROW_HEIGHT = 72;
/** A hotel's key in a list of rows. */
export const hotelRowKey = (hotel: Hotel) => hotel.hotel_id;

/**
 * A hotel in a list: the whole row opens its detail, the icons open detail or the edit form.
 * Memoised: a list re-renders on scroll and on every cache change, and a row only needs to when
 * its own hotel (a new object after a change) or the callbacks do.
 */
export const HotelRow = memo(function HotelRow({
  hotel,
  place,
  onOpen,
  onEdit,
  fixedHeight = false,
  detailButton = true,
  activeSwitch = false,
}: HotelRowProps) {
  const ids = useId();
  // Beside a switch the name has little room on a phone, so the mark moves under it, next to the
  // stars; the button is still named with it, so the name read out is the same either way.
  const markUnderName = activeSwitch && !hotel.is_active;
  return (
    <div className={`${styles.row} ${fixedHeight ? styles.fixedHeight : ''} ${hotel.is_active ? '' : styles.inactive}`}>
      <div className={styles.main}>
        <button
          type="button"
          className={styles.open}
          onClick={() => onOpen(hotel.hotel_id)}
          aria-labelledby={markUnderName ? `${ids}-name ${ids}-mark` : undefined}
          {...returnFocusMark(`hotel-open:${hotel.hotel_id}`)}
        >
          <span id={`${ids}-name`} className={styles.name}>
            {hotel.hotel_name}
          </span>
          {hotel.is_active || markUnderName ? null : <> <span className="badge">(неактивен)</span></>}
        </button>
        <span className={styles.meta}>
          <StarRating count={hotel.stars} className={styles.stars} />
          {markUnderName ? (
            <span id={`${ids}-mark`} className="badge">
              (неактивен)
            </span>
          ) : null}
          {place ? <span className={styles.place}>{place}</span> : null}
        </span>
      </div>
      {activeSwitch ? <ActiveSwitch hotel={hotel} hideLabel className={styles.action} /> : null}
      {detailButton ? (
        <IconButton
          label={`Подробнее «${hotel.hotel_name}»`}
          icon={<DetailsIcon />}
          className={styles.action}
          onClick={() => onOpen(hotel.hotel_id)}
          {...returnFocusMark(`hotel-details:${hotel.hotel_id}`)}
        />
      ) : null}
      <IconButton
        label={`Редактировать «${hotel.hotel_name}»`}
        icon={<EditIcon />}
        className={styles.action}
        onClick={() => onEdit(hotel.hotel_id)}
        {...intent('edit-hotel', hotel.hotel_id)}
        {...returnFocusMark(`hotel-edit:${hotel.hotel_id}`)}
      />
    </div>
  );
});
