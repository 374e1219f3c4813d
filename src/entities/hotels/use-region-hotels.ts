import { useQuery, useQueryClient } from '@tanstack/react-query';
import { firstScreenOf, type FirstScreen } from './first-screen';
import { hotelsByRegionQuery } from './queries';

/**
 * A region's hotels for its list, with how many there are: the whole list once it is here; until
 * then, for a list that shows them by name with none filtered out (`byName`), the first screen
 * checked ahead of the rest. `undefined` while neither is here: the caller then waits for the whole
 * list with `useSuspenseQuery(hotelsByRegionQuery(…))`, which also throws its failure.
 */
export function useRegionHotels(regionId: number, byName: boolean): FirstScreen | undefined {
  const queryClient = useQueryClient();
  const options = hotelsByRegionQuery(regionId);
  const { data } = useQuery(options);
  if (data) return { hotels: data, total: data.length };
  return byName ? firstScreenOf(queryClient, options.queryKey) : undefined;
}
