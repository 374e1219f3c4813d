import type { Hotel } from '@/entities/hotels/schema';
import { useHotelPaneLink } from '@/navigation/use-home-navigation';
import { returnFocusMark } from '@/shared/layout/use-view-focus';
import { IconLink } from '@/shared/ui/icon-link';
import { EditIcon } from '@/shared/ui/icons';
import { DetailsIcon } from '@/shared/ui/later-icons';

type HotelIconLinksProps = {
  hotel: Hotel;
  className?: string;
  /** «Подробнее …» too, where the row's name alone would not be enough. */
  detail?: boolean;
};

/**
 * A hotel's «Подробнее …» and «Редактировать …» icons, named and marked for the focus's return the
 * same in every list and table that shows the hotel.
 */
export function HotelIconLinks({ hotel, className, detail = true }: HotelIconLinksProps) {
  const paneLink = useHotelPaneLink();
  return (
    <>
      {detail ? (
        <IconLink
          {...paneLink('HOTEL_DETAIL', hotel.hotel_id)}
          label={`Подробнее «${hotel.hotel_name}»`}
          icon={<DetailsIcon />}
          className={className}
          {...returnFocusMark(`hotel-details:${hotel.hotel_id}`)}
        />
      ) : null}
      <IconLink
        {...paneLink('HOTEL_MANAGE', hotel.hotel_id)}
        label={`Редактировать «${hotel.hotel_name}»`}
        icon={<EditIcon />}
        className={className}
        {...returnFocusMark(`hotel-edit:${hotel.hotel_id}`)}
      />
    </>
  );
}
