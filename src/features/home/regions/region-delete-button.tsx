import { useId } from 'react';
import type { Region } from '@/entities/regions/schema';
import { DeleteIcon } from '@/shared/ui/icons';
import { toast } from '@/shared/ui/toast/toast-store';
import { hotelCountLabel } from '../hotels/hotel-count';
import { useKnownHotelCount, useRegionDeletion } from './use-region-deletion';
import styles from './region-form.module.css';

const DELETE_FAILURE = 'Ошибка при удалении региона!';

/**
 * Deletes the region; while it is known to hold hotels it refuses up front and says why (the
 * server would refuse too: hotels must keep their region). The button stays focusable, so the
 * reason is read out with it.
 */
export function RegionDeleteButton({ region }: { region: Region }) {
  const reasonId = useId();
  const hotelCount = useKnownHotelCount(region.id);
  const deleteRegion = useRegionDeletion(region);
  const reason = hotelCount
    ? `Регион с отелями удалить нельзя (в нём ${hotelCountLabel(hotelCount)}). Сначала удалите отели или перенесите в другой регион.`
    : undefined;

  return (
    <>
      <button
        type="button"
        className={`button button--danger ${styles.delete}`}
        aria-disabled={reason ? true : undefined}
        aria-describedby={reason ? reasonId : undefined}
        onClick={() => (reason ? toast.error(DELETE_FAILURE, reason) : void deleteRegion())}
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
