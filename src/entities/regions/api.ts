import { api } from '@/api/client';
import { regionListSchema, regionSchema, type Region, type RegionInput } from './schema';

export const fetchRegions = (signal?: AbortSignal) => api.get(regionListSchema, 'v1/regions', { signal });

export const fetchRegion = (id: number, signal?: AbortSignal) => api.get(regionSchema, `v1/regions/${id}`, { signal });

// Bodies are built field by field so extra form state never reaches the server.
/** Resolves with the created region when the server answers with it, so the screen can select it. */
export const createRegion = ({ region_name, weight }: RegionInput) =>
  api.postReading(regionSchema, 'v1/regions', { region_name, weight });

export const updateRegion = ({ id, region_name, weight }: Region) =>
  api.put(`v1/regions/${id}`, { id, region_name, weight });

export const deleteRegion = (id: number) => api.delete(`v1/regions/${id}`);
