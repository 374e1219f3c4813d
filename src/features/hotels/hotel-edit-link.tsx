import type { Hotel } from '@/entities/hotels/schema';
import { useHotelPaneLink } from '@/navigation/use-home-navigation';
import { returnFocusMark } from '@/shared/layout/use-view-focus';
import { IconLink } from '@/shared/ui/icon-link';
import { EditIcon } from '@/shared/ui/icons';

/**
 * A hotel's «Редактировать …» icon, named and marked for the focus's return the same in every list
 * and table that shows the hotel.
 */
export function HotelEditLink({ hotel, className }: { hotel: Hotel; className?: string }) {
  const paneLink = useHotelPaneLink();
  return (
    <IconLink
      {...paneLink('HOTEL_MANAGE', hotel.hotel_id)}
      label={`Редактировать «${hotel.hotel_name}»`}
      icon={<EditIcon />}
      className={className}
      {...returnFocusMark(`hotel-edit:${hotel.hotel_id}`)}
    />
  );
}
