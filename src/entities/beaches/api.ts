import { api } from '@/api/client';
import { beachListSchema, type BeachInput, type BeachListParams } from './schema';

/** Skip and limit fall back to the defaults of docs/product.md, Constants. */
export const fetchBeaches = ({ skip = 0, limit = 100, ...filters }: BeachListParams = {}, signal?: AbortSignal) =>
  api.get(beachListSchema, 'v1/beaches', { searchParams: { skip, limit, ...filters }, signal });

export const createBeach = ({ beach_name, region_id }: BeachInput) => api.post('v1/beaches', { beach_name, region_id });

export const deleteBeach = (id: number) => api.delete(`v1/beaches/${id}`);
