import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { fetchRegion, fetchRegions } from './api';
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

/**
 * The same list, as every list of regions shows it: heaviest first, so the regions the agency ranks
 * highest lead; equal weights go by name. A stable `select`, so it runs once per answer.
 */
const sortRegions = (regions: readonly Region[]): Region[] =>
  [...regions].sort((first, second) => second.weight - first.weight || first.region_name.localeCompare(second.region_name, 'ru'));

export const sortedRegionsQuery = () => queryOptions({ ...regionsQuery(), select: sortRegions });

/**
 * A region the cached list holds is the whole region: it starts from the list's copy (as fresh as
 * the list), so opening its form costs no request. Only a region the list lacks is fetched.
 */
export const regionQuery = (id: number, queryClient: QueryClient) =>
  queryOptions({
    queryKey: regionKeys.detail(id),
    queryFn: ({ signal }) => fetchRegion(id, signal),
    initialData: () => queryClient.getQueryData(regionsQuery().queryKey)?.find((region) => region.id === id),
    initialDataUpdatedAt: () => queryClient.getQueryState(regionsQuery().queryKey)?.dataUpdatedAt,
    meta: { failure: { log: 'Не удалось загрузить регион', toast: 'Ошибка при загрузке региона!' } },
  });
