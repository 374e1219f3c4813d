import { useMutationState } from '@tanstack/react-query';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { hotelActiveMutationKey, useSetHotelActive, type SetHotelActive } from '@/entities/hotels/mutations';
import type { Hotel } from '@/entities/hotels/schema';

type ActiveSaves = {
  /** A save of this hotel's switch is running, whichever row or screen started it. */
  saving: (hotelId: number) => boolean;
  setActive: (hotel: Hotel, isActive: boolean) => void;
};

const ActiveSavesContext = createContext<ActiveSaves | null>(null);

/**
 * The switches inside share one save and one watch of the saves running, rather than each row of a
 * list subscribing twice to the mutation cache (record 0032).
 */
export function HotelActiveSaves({ children }: { children: ReactNode }) {
  const { mutate } = useSetHotelActive();
  const savingIds = useMutationState({
    filters: { mutationKey: hotelActiveMutationKey, status: 'pending' },
    select: (mutation) => (mutation.state.variables as SetHotelActive).hotel.hotel_id,
  });
  const saves = useMemo<ActiveSaves>(
    () => ({ saving: (hotelId) => savingIds.includes(hotelId), setActive: (hotel, isActive) => mutate({ hotel, isActive }) }),
    [savingIds, mutate],
  );
  return <ActiveSavesContext value={saves}>{children}</ActiveSavesContext>;
}

export function useActiveSaves(): ActiveSaves {
  const saves = useContext(ActiveSavesContext);
  if (!saves) throw new Error('An ActiveSwitch is drawn outside <HotelActiveSaves>');
  return saves;
}
