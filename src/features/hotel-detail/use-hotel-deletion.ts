import { useQueryClient } from '@tanstack/react-query';
import { hideCachedHotel, useDeleteHotel } from '@/entities/hotels/mutations';
import type { Hotel } from '@/entities/hotels/schema';
import { deleteWithUndo } from '@/shared/deferred-delete/delete-with-undo';
import { useHomeNavigation } from '@/navigation/use-home-navigation';

/**
 * Deletes the hotel shown: after the question the admin is on its region's hotels, without it.
 * The mutation runs in the query client, so it completes after this detail is gone.
 */
export function useHotelDeletion(hotel: Hotel): () => Promise<void> {
  const queryClient = useQueryClient();
  const { mutateAsync: deleteHotel } = useDeleteHotel();
  const navigation = useHomeNavigation();
  return () =>
    deleteWithUndo({
      question: 'Удалить отель безвозвратно?',
      hide: () => hideCachedHotel(queryClient, hotel.hotel_id),
      leave: () => navigation.backToList(hotel.region_id, { saved: true }),
      pending: `Отель «${hotel.hotel_name}» будет удалён.`,
      done: 'Отель удалён!',
      send: () => deleteHotel(hotel.hotel_id),
    });
}
