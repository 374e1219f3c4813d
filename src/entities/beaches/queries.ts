import { queryOptions, useMutation, useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { hotelKeys } from '@/entities/query-keys';
import { createBeach, deleteBeach, fetchBeaches } from './api';
import { beachKeys } from './keys';
import type { Beach, BeachListParams } from './schema';

export const beachesQuery = (params: BeachListParams = {}) =>
  queryOptions({
    queryKey: beachKeys.list(params),
    queryFn: ({ signal }) => fetchBeaches(params, signal),
    meta: { failure: { log: 'Не удалось загрузить пляжи', toast: 'Ошибка при загрузке пляжей!' } },
  });

/** A list filtered to another region cannot contain a beach of `regionId`; any other list may. */
function mayListRegion(query: Query, regionId: number): boolean {
  const params = query.queryKey[2];
  if (typeof params !== 'object' || params === null || !('region_id' in params)) return true;
  return params.region_id === undefined || params.region_id === regionId;
}

const invalidateListsOfRegion = (queryClient: QueryClient, regionId: number) =>
  queryClient.invalidateQueries({
    queryKey: beachKeys.lists(),
    predicate: (query) => mayListRegion(query, regionId),
  });

export function useCreateBeach() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBeach,
    meta: { failure: { log: 'Не удалось создать пляж', toast: 'Ошибка при создании пляжа!' } },
    onSuccess: (_, beach) => invalidateListsOfRegion(queryClient, beach.region_id),
  });
}

/**
 * Takes the beach's region too, so only the lists that could show it are refetched. Hotels on the
 * beach are left without one, and a cached hotel still naming it would fail its next update.
 */
export function useDeleteBeach() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: Pick<Beach, 'id' | 'region_id'>) => deleteBeach(id),
    meta: {
      failure: { log: 'Не удалось удалить пляж', toast: 'Ошибка при удалении пляжа!' },
      refetchOnNotFound: beachKeys.lists(),
    },
    onSuccess: (_, beach) =>
      Promise.all([
        invalidateListsOfRegion(queryClient, beach.region_id),
        queryClient.invalidateQueries({ queryKey: hotelKeys.all }),
      ]),
  });
}
