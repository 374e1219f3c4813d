import { api } from '@/api/client';
import { photoListResponseSchema, type Photo, type PhotoUpdate } from './schema';

export async function fetchPhotos(hotelId: number, signal?: AbortSignal): Promise<Photo[]> {
  const { photo } = await api.get(photoListResponseSchema, `v1/photos/hotel/${hotelId}`, { signal });
  return photo;
}

export const updatePhoto = ({ id, photo_name }: PhotoUpdate) => api.put('v1/photos', { id, photo_name });

export const deletePhoto = (id: number) => api.delete(`v1/photos/${id}`);
