import { api } from '@/api/client';
import { photoListResponseSchema, type PhotoUpdate } from './schema';

export const fetchPhotos = (hotelId: number, signal?: AbortSignal) =>
  api.get(photoListResponseSchema, `v1/photos/hotel/${hotelId}`, { signal }).then(({ photo }) => photo);

export const updatePhoto = ({ id, photo_name }: PhotoUpdate) => api.put('v1/photos', { id, photo_name });

export const deletePhoto = (id: number) => api.delete(`v1/photos/${id}`);
