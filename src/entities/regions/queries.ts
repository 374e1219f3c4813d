import { queryOptions } from '@tanstack/react-query';
import { fetchRegion, fetchRegions } from './api';
import { sortRegions } from './region-order';

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
