import type { Hotel } from '@/entities/hotels/schema';
import { Switch } from '@/shared/ui/switch';
import { useActiveSaves } from './active-saves';

type ActiveSwitchProps = {
  hotel: Hotel;
  /** Where a row has no room for the word; the accessible name keeps it and the tooltip shows it. */
  hideLabel?: boolean;
  className?: string;
};

/**
 * The hotel's status as a switch that saves at once, through the `<HotelActiveSaves>` around it;
 * named with the word it shows and the hotel («Неактивен «Lara Family Club»»), so a list of them is told apart.
 */
export function ActiveSwitch({ hotel, hideLabel = false, className }: ActiveSwitchProps) {
  const { saving: savingHotel, setActive } = useActiveSaves();
  // Read from the saves running, not from this component: a row scrolled away and back still knows.
  const saving = savingHotel(hotel.hotel_id);
  return (
    <Switch
      stateText={ACTIVE_STATE_TEXT}
      about={`«${hotel.hotel_name}»`}
      hideText={hideLabel}
      className={className}
      busy={saving}
      checked={hotel.is_active}
      // One save at a time per hotel: a second flip would race the first one's rollback.
      onChange={(isActive) => {
        if (!saving) setActive(hotel, isActive);
      }}
    />
  );
}

/** What the hotel's status switch shows beside it, here and in the hotel form. */
export const ACTIVE_STATE_TEXT = { on: 'Активен', off: 'Неактивен' } as const;
