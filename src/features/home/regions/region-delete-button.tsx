import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { allHotelsQuery, hotelsByRegionQuery } from '@/entities/hotels/queries';
import { hideCachedRegion, useDeleteRegion } from '@/entities/regions/mutations';
import type { Region } from '@/entities/regions/schema';
import { deleteWithUndo } from '@/shared/deferred-delete/delete-with-undo';
import { useHomeNavigation } from '@/navigation/use-home-navigation';
import { DeleteIcon } from '@/shared/ui/later-icons';
import { toast } from '@/shared/ui/toast/toast-store';
import { hotelCountLabel } from '../hotels/hotel-count';
import styles from './region-form.module.css';

const DELETE_FAILURE = 'Ошибка при удалении региона!';

const refusalFor = (hotelCount: number) =>
  `Регион с отелями удалить нельзя (в нём ${hotelCountLabel(hotelCount)}). Сначала удалите отели или перенесите в другой регион.`;

/** How many hotels the region has, from a list already loaded (its own, else the search's), if any. */
function useKnownHotelCount(regionId: number): number | undefined {
  const ofRegion = useQuery({ ...hotelsByRegionQuery(regionId), enabled: false, select: (hotels) => hotels.length });
  const ofAll = useQuery({
    ...allHotelsQuery(),
    enabled: false,
    select: (hotels) => hotels.filter((hotel) => hotel.region_id === regionId).length,
  });
  return ofRegion.data ?? ofAll.data;
}

/**
 * Deletes the region; while it is known to hold hotels it refuses up front and says why (the
 * server would refuse too: hotels must keep their region). When no loaded list knows, a click
 * asks the server first. The button stays focusable, so the reason is read out with it.
 */
export function RegionDeleteButton({ region }: { region: Region }) {
  const reasonId = useId();
  const queryClient = useQueryClient();
  const hotelCount = useKnownHotelCount(region.id);
  const { mutateAsync: deleteRegion } = useDeleteRegion();
  const navigation = useHomeNavigation();
  const [checking, setChecking] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const reason = hotelCount ? refusalFor(hotelCount) : undefined;

  async function requestDeletion() {
    if (checking) return;
    let count = hotelCount;
    if (count === undefined) {
      // Better a refusal with its reason before the question than a region that vanishes and comes
      // back five seconds later. When the server cannot tell now, the deletion's own answer decides.
      setChecking(true);
      count = await queryClient.fetchQuery(hotelsByRegionQuery(region.id)).then(
        (hotels) => hotels.length,
        () => undefined,
      );
      setChecking(false);
      // The admin left the form while the server answered: a question or a refusal now would be
      // about a screen that is gone, over the one they went on to.
      if (!buttonRef.current) return;
    }
    if (count) {
      toast.error(DELETE_FAILURE, refusalFor(count));
      return;
    }
    // The mutation runs in the query client and completes after this form is gone; a server refusal
    // (hotels the panel did not know of) puts the region back.
    await deleteWithUndo({
      question: 'Удалить регион безвозвратно?',
      hide: () => hideCachedRegion(queryClient, region.id),
      leave: () => navigation.leaveToHome({ saved: true }),
      pending: `Регион «${region.region_name}» будет удалён.`,
      done: 'Регион удалён!',
      send: () => deleteRegion(region.id),
    });
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
