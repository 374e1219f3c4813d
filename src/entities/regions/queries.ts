import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { beachKeys } from '@/entities/query-keys';
import { hideInCachedLists } from '@/shared/deferred-delete/hide-in-lists';
import { useSave } from '../use-save';
import { createRegion, deleteRegion, fetchRegion, fetchRegions, updateRegion } from './api';
import { sortRegions } from './region-order';
import type { Region } from './schema';

export const regionKeys = {
  all: ['regions'] as const,
  lists: () => [...regionKeys.all, 'list'] as const,
  detail: (id: number) => [...regionKeys.all, 'detail', id] as const,
};

export const regionsQuery = () =>
  queryOptions({
    queryKey: regionKeys.lists(),
    queryFn: ({ signal }) => fetchRegions(signal),
    // The first load's failure sends the admin to /error (the route's loader); a refresh of the
    // list already shown is toasted and the column offers to try again.
    meta: {
      failure: { log: 'Не удалось загрузить регионы', toast: 'Ошибка при загрузке регионов!', onlyWhenShown: true },
    },
  });

/** The same list, as every list of regions shows it: heaviest first (`sortRegions`). */
export const sortedRegionsQuery = () => queryOptions({ ...regionsQuery(), select: sortRegions });

export const regionQuery = (id: number) =>
  queryOptions({
    queryKey: regionKeys.detail(id),
    queryFn: ({ signal }) => fetchRegion(id, signal),
    meta: { failure: { log: 'Не удалось загрузить регион', toast: 'Ошибка при загрузке региона!' } },
  });

const SAVE_FAILURE = { log: 'Не удалось сохранить регион', toast: 'Ошибка при сохранении региона!' };

export const useCreateRegion = () =>
  useSave({ save: createRegion, failure: SAVE_FAILURE, stale: () => [{ queryKey: regionKeys.lists() }] });

export const useUpdateRegion = () =>
  useSave({
    save: updateRegion,
    failure: SAVE_FAILURE,
    stale: (region) => [{ queryKey: regionKeys.lists() }, { queryKey: regionKeys.detail(region.id) }],
    refetchOnNotFound: regionKeys.all,
  });

/** Out of the cached region list at once, while its deletion waits for «Отменить» to lapse. */
export const hideCachedRegion = (queryClient: QueryClient, regionId: number) =>
  hideInCachedLists<Region>(queryClient, regionKeys.lists(), (region) => region.id === regionId);

export const useDeleteRegion = () =>
  useSave({
    save: deleteRegion,
    failure: { log: 'Не удалось удалить регион', toast: 'Ошибка при удалении региона!' },
    // The server removes the region's beaches with it.
    stale: () => [{ queryKey: regionKeys.all }, { queryKey: beachKeys.lists() }],
    refetchOnNotFound: regionKeys.all,
  });
