import type { Hotel } from '@/entities/hotels/schema';
import { IconButton } from '@/shared/ui/icon-button';
import { DetailsIcon, EditIcon } from '@/shared/ui/icons';
import { StarRating } from './star-rating';
import styles from './hotel-row.module.css';

type HotelRowProps = {
  hotel: Hotel;
  /** Where the hotel is, when the surrounding list does not already say it. */
  place?: string;
  onOpen: (hotelId: number) => void;
  onEdit: (hotelId: number) => void;
  /** One line per row, for a list whose rows must all be the same height. */
  singleLine?: boolean;
  /** The row itself opens the detail; a list may add the explicit icon for it too. */
  detailButton?: boolean;
};

/** A hotel in a list: the whole row opens its detail, the icons open detail or the edit form. */
export function HotelRow({ hotel, place, onOpen, onEdit, singleLine = false, detailButton = true }: HotelRowProps) {
  return (
    <div className={`${styles.row} ${singleLine ? styles.singleLine : ''} ${hotel.is_active ? '' : styles.inactive}`}>
      <div className={styles.main}>
        <button type="button" className={styles.open} onClick={() => onOpen(hotel.hotel_id)}>
          <span className={styles.name}>{hotel.hotel_name}</span>
          {hotel.is_active ? null : <> <span className="badge">(неактивен)</span></>}
        </button>
        <span className={styles.meta}>
          <StarRating count={hotel.stars} className={styles.stars} />
          {place ? <span className={styles.place}>{place}</span> : null}
        </span>
      </div>
      {detailButton ? (
        <IconButton label={`Подробнее «${hotel.hotel_name}»`} icon={<DetailsIcon />} className={styles.action} onClick={() => onOpen(hotel.hotel_id)} />
      ) : null}
      <IconButton label={`Редактировать «${hotel.hotel_name}»`} icon={<EditIcon />} className={styles.action} onClick={() => onEdit(hotel.hotel_id)} />
    </div>
  );
}
