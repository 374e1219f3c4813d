import { api } from '@/api/client';
import { beachListSchema, type BeachInput, type BeachListParams } from './schema';

export const BEACH_LIST_DEFAULTS = { skip: 0, limit: 100 } as const;

export const fetchBeaches = (params: BeachListParams = {}, signal?: AbortSignal) =>
  api.get(beachListSchema, 'v1/beaches', {
    searchParams: {
      skip: params.skip ?? BEACH_LIST_DEFAULTS.skip,
      limit: params.limit ?? BEACH_LIST_DEFAULTS.limit,
      id: params.id,
      beach_name: params.beach_name,
      region_id: params.region_id,
    },
    signal,
  });

export const createBeach = ({ beach_name, region_id }: BeachInput) => api.post('v1/beaches', { beach_name, region_id });

export const deleteBeach = (id: number) => api.delete(`v1/beaches/${id}`);
