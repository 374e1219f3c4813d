import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { allHotelsQuery, hotelsByRegionQuery } from '@/entities/hotels/queries';
import { hideCachedRegion, useDeleteRegion } from '@/entities/regions/mutations';
import type { Region } from '@/entities/regions/schema';
import { deleteWithUndo } from '@/shared/deferred-delete/delete-with-undo';
import { useHomeNavigation } from '@/navigation/use-home-navigation';

/**
 * How many hotels the region has, when a list the panel already loaded says so (its own, else
 * the search's); nothing is fetched for it, and `undefined` means no list has said yet.
 */
export function useKnownHotelCount(regionId: number): number | undefined {
  const ofRegion = useQuery({ ...hotelsByRegionQuery(regionId), enabled: false, select: (hotels) => hotels.length });
  const ofAll = useQuery({
    ...allHotelsQuery(),
    enabled: false,
    select: (hotels) => hotels.filter((hotel) => hotel.region_id === regionId).length,
  });
  return ofRegion.data ?? ofAll.data;
}

/**
 * Asks the server for the region's hotels, for a deletion no loaded list can vouch for: better a
 * refusal with its reason before the question than a region that vanishes and comes back five
 * seconds later. `undefined` when the server cannot tell now; the deletion's own answer decides then.
 */
export const fetchHotelCount = (queryClient: QueryClient, regionId: number): Promise<number | undefined> =>
  queryClient.fetchQuery(hotelsByRegionQuery(regionId)).then(
    (hotels) => hotels.length,
    () => undefined,
  );

/**
 * Deletes the region being edited: after the question the admin is on the welcome view and the
 * region is gone from the column. The mutation runs in the query client, so it completes after
 * this form is gone; a server refusal (hotels the panel did not know of) puts the region back.
 */
export function useRegionDeletion(region: Region): () => Promise<void> {
  const queryClient = useQueryClient();
  const { mutateAsync: deleteRegion } = useDeleteRegion();
  const navigation = useHomeNavigation();
  return () =>
    deleteWithUndo({
      question: 'Удалить регион безвозвратно?',
      hide: () => hideCachedRegion(queryClient, region.id),
      leave: () => navigation.leaveToHome({ saved: true }),
      pending: `Регион «${region.region_name}» будет удалён.`,
      done: 'Регион удалён!',
      send: () => deleteRegion(region.id),
    });
}
