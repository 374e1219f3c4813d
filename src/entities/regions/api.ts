import { api } from '@/api/client';
import { regionListSchema, regionSchema, type Region, type RegionInput } from './schema';

// The first load takes over the request index.html started while the bundle was loading.
export const fetchRegions = (signal?: AbortSignal) => api.get(regionListSchema, 'v1/regions', { signal, adoptEarly: true });

export const fetchRegion = (id: number, signal?: AbortSignal) => api.get(regionSchema, `v1/regions/${id}`, { signal });

// Bodies are built field by field so extra form state never reaches the server.
/** Resolves with the created region when the server answers with it, so the screen can select it. */
export const createRegion = ({ region_name, weight }: RegionInput) =>
  api.postReading(regionSchema, 'v1/regions', { region_name, weight });

export const updateRegion = ({ id, region_name, weight }: Region) =>
  api.put(`v1/regions/${id}`, { id, region_name, weight });

// Sent when the admin's «Отменить» window closes, which may be the panel closing: keepalive.
export const deleteRegion = (id: number) => api.delete(`v1/regions/${id}`, { keepalive: true });
