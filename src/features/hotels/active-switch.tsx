import { useIsMutating } from '@tanstack/react-query';
import { hotelActiveMutationKey, useSetHotelActive } from '@/entities/hotels/mutations';
import type { Hotel } from '@/entities/hotels/schema';
import styles from './active-switch.module.css';

type ActiveSwitchProps = {
  hotel: Hotel;
  /** Where a row has no room for the word; the accessible name keeps it and the tooltip shows it. */
  hideLabel?: boolean;
  className?: string;
};

/**
 * The hotel's status as a switch that saves at once (`useSetHotelActive`). A checkbox underneath, so
 * Space toggles it and every reader knows it; named with the hotel, so a list of them is told apart.
 */
export function ActiveSwitch({ hotel, hideLabel = false, className }: ActiveSwitchProps) {
  const setActive = useSetHotelActive(hotel.hotel_id);
  // Counted by key, not by this component: a row scrolled away and back still knows its save is running.
  const saving = useIsMutating({ mutationKey: hotelActiveMutationKey(hotel.hotel_id) }) > 0;
  const name = `Активен «${hotel.hotel_name}»`;
  return (
    <label className={`${styles.switch} ${className ?? ''}`} title={hideLabel ? name : undefined}>
      <input
        type="checkbox"
        role="switch"
        className={styles.input}
        aria-label={name}
        aria-busy={saving || undefined}
        checked={hotel.is_active}
        // One save at a time per hotel: a second flip would race the first one's rollback.
        onChange={(event) => {
          if (!saving) setActive.mutate({ hotel, isActive: event.target.checked });
        }}
      />
      <span className={styles.track} aria-hidden="true" />
      {hideLabel ? null : <span className={styles.text} aria-hidden="true">Активен</span>}
    </label>
  );
}
