import { api } from '@/api/client';
import { reelListResponseSchema, type Reel, type ReelUpdate } from './schema';

export async function fetchReels(hotelId: number, signal?: AbortSignal): Promise<Reel[]> {
  const { reels } = await api.get(reelListResponseSchema, `v1/reels/hotel/${hotelId}`, { signal });
  return reels;
}

export const updateReel = ({ id, reels_name, file_id }: ReelUpdate) => api.put('v1/reels', { id, reels_name, file_id });

export const deleteReel = (id: number) => api.delete(`v1/reels/${id}`);
