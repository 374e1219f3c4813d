import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import type { Region } from '@/entities/regions/schema';
import { DeleteIcon } from '@/shared/ui/icons';
import { toast } from '@/shared/ui/toast/toast-store';
import { hotelCountLabel } from '../hotels/hotel-count';
import { fetchHotelCount, useKnownHotelCount, useRegionDeletion } from './use-region-deletion';
import styles from './region-form.module.css';

const DELETE_FAILURE = 'Ошибка при удалении региона!';

const refusalFor = (hotelCount: number) =>
  `Регион с отелями удалить нельзя (в нём ${hotelCountLabel(hotelCount)}). Сначала удалите отели или перенесите в другой регион.`;

/**
 * Deletes the region; while it is known to hold hotels it refuses up front and says why (the
 * server would refuse too: hotels must keep their region). When no loaded list knows, a click
 * asks the server first. The button stays focusable, so the reason is read out with it.
 */
export function RegionDeleteButton({ region }: { region: Region }) {
  const reasonId = useId();
  const queryClient = useQueryClient();
  const hotelCount = useKnownHotelCount(region.id);
  const deleteRegion = useRegionDeletion(region);
  const [checking, setChecking] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const reason = hotelCount ? refusalFor(hotelCount) : undefined;

  async function requestDeletion() {
    if (checking) return;
    let count = hotelCount;
    if (count === undefined) {
      setChecking(true);
      count = await fetchHotelCount(queryClient, region.id);
      setChecking(false);
      // The admin left the form while the server answered: a question or a refusal now would be
      // about a screen that is gone, over the one they went on to.
      if (!buttonRef.current) return;
    }
    if (count) toast.error(DELETE_FAILURE, refusalFor(count));
    else await deleteRegion();
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={`button button--danger ${styles.delete}`}
        aria-disabled={reason ? true : undefined}
        aria-describedby={reason ? reasonId : undefined}
        aria-busy={checking || undefined}
        onClick={() => void requestDeletion()}
      >
        <DeleteIcon size={18} />
        Удалить регион
      </button>
      {reason ? (
        <p id={reasonId} className={`hint ${styles.deleteReason}`}>
          {reason}
        </p>
      ) : null}
    </>
  );
}
