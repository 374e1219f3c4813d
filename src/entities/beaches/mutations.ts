import { type Query } from '@tanstack/react-query';
import { hotelKeys } from '@/entities/query-keys';
import { useSave } from '../use-save';
import { createBeach, deleteBeach } from './api';
import { beachKeys } from './keys';
import type { Beach } from './schema';

/** A list filtered to another region cannot contain a beach of `regionId`; any other list may. */
function mayListRegion(query: Query, regionId: number): boolean {
  const params = query.queryKey[2];
  if (typeof params !== 'object' || params === null || !('region_id' in params)) return true;
  return params.region_id === undefined || params.region_id === regionId;
}

/** The beach lists that could show a beach of `regionId`. */
const listsOfRegion = (regionId: number) => ({ queryKey: beachKeys.lists(), predicate: (query: Query) => mayListRegion(query, regionId) });

export const useCreateBeach = () =>
  useSave({
    save: createBeach,
    failure: { log: 'Не удалось создать пляж', toast: 'Ошибка при создании пляжа!' },
    stale: (beach) => [listsOfRegion(beach.region_id)],
  });

/**
 * Takes the beach's region too, so only the lists that could show it are refetched. Hotels on the
 * beach are left without one, and a cached hotel still naming it would fail its next update.
 */
export const useDeleteBeach = () =>
  useSave({
    save: ({ id }: Pick<Beach, 'id' | 'region_id'>) => deleteBeach(id),
    failure: { log: 'Не удалось удалить пляж', toast: 'Ошибка при удалении пляжа!' },
    stale: (beach) => [listsOfRegion(beach.region_id), { queryKey: hotelKeys.all }],
    refetchOnNotFound: beachKeys.lists(),
  });
