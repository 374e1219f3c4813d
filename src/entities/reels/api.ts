import { api } from '@/api/client';
import { reelListResponseSchema, type ReelUpdate } from './schema';

export const fetchReels = (hotelId: number, signal?: AbortSignal) =>
  api.get(reelListResponseSchema, `v1/reels/hotel/${hotelId}`, { signal }).then(({ reels }) => reels);

export const updateReel = ({ id, reels_name, file_id }: ReelUpdate) => api.put('v1/reels', { id, reels_name, file_id });

export const deleteReel = (id: number) => api.delete(`v1/reels/${id}`);
