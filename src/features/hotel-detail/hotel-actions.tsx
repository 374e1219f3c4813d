import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ActiveSwitch } from '@/features/hotels';
import { hideCachedHotel, useDeleteHotel } from '@/entities/hotels/mutations';
import type { Hotel } from '@/entities/hotels/schema';
import { deleteWithUndo } from '@/shared/deferred-delete/delete-with-undo';
import { returnFocusMark } from '@/shared/layout/use-view-focus';
import { useHomeNavigation, useHotelPaneLink } from '@/navigation/use-home-navigation';
import { DeleteIcon, EditIcon } from '@/shared/ui/icons';
import styles from './hotel-detail.module.css';

/** What an admin does to the hotel itself, beside its name: switch it on or off, edit, delete. */
export function HotelActions({ hotel }: { hotel: Hotel }) {
  const paneLink = useHotelPaneLink();
  const queryClient = useQueryClient();
  const { mutateAsync: deleteHotel } = useDeleteHotel();
  const navigation = useHomeNavigation();
  // After the question the admin is on the region's hotels, without it. The mutation runs in the
  // query client, so it completes after this detail is gone.
  const confirmAndDelete = () =>
    deleteWithUndo({
      question: 'Удалить отель безвозвратно?',
      hide: () => hideCachedHotel(queryClient, hotel.hotel_id),
      leave: () => navigation.backToList(hotel.region_id, { saved: true }),
      pending: `Отель «${hotel.hotel_name}» будет удалён.`,
      done: 'Отель удалён!',
      send: () => deleteHotel(hotel.hotel_id),
    });
  return (
    <div className={styles.actions}>
      <ActiveSwitch hotel={hotel} />
      <Link {...paneLink('HOTEL_MANAGE', hotel.hotel_id)} className="button" {...returnFocusMark('hotel-edit')}>
        <EditIcon size={18} />
        Редактировать
      </Link>
      <button type="button" className="button button--danger" onClick={() => void confirmAndDelete()}>
        <DeleteIcon size={18} />
        Удалить отель
      </button>
    </div>
  );
}
