import { Link } from '@tanstack/react-router';
import { ActiveSwitch } from '@/features/hotels';
import type { Hotel } from '@/entities/hotels/schema';
import { returnFocusMark } from '@/shared/layout/use-view-focus';
import { useHotelPaneLink } from '@/navigation/use-home-navigation';
import { DeleteIcon, EditIcon } from '@/shared/ui/icons';
import { useHotelDeletion } from './use-hotel-deletion';
import styles from './hotel-detail.module.css';

/** What an admin does to the hotel itself, beside its name: switch it on or off, edit, delete. */
export function HotelActions({ hotel }: { hotel: Hotel }) {
  const paneLink = useHotelPaneLink();
  const deleteHotel = useHotelDeletion(hotel);
  return (
    <div className={styles.actions}>
      <ActiveSwitch hotel={hotel} />
      <Link {...paneLink('HOTEL_MANAGE', hotel.hotel_id)} className="button" {...returnFocusMark('hotel-edit')}>
        <EditIcon size={18} />
        Редактировать
      </Link>
      <button type="button" className="button button--danger" onClick={() => void deleteHotel()}>
        <DeleteIcon size={18} />
        Удалить отель
      </button>
    </div>
  );
}
