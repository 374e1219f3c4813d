import { queryOptions } from '@tanstack/react-query';
import { fetchBeaches } from './api';
import { beachKeys } from './keys';
import type { BeachListParams } from './schema';

export const beachesQuery = (params: BeachListParams = {}) =>
  queryOptions({
    queryKey: beachKeys.list(params),
    queryFn: ({ signal }) => fetchBeaches(params, signal),
    meta: { failure: { log: 'Не удалось загрузить пляжи', toast: 'Ошибка при загрузке пляжей!' } },
  });
