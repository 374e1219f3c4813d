import { api } from '@/api/client';
import { videoListResponseSchema, videoSchema, type VideoUpdate } from './schema';

export const fetchVideos = (hotelId: number, signal?: AbortSignal) =>
  api.get(videoListResponseSchema, `v1/videos/hotel/${hotelId}`, { signal }).then(({ video }) => video);

export const fetchVideo = (id: number, signal?: AbortSignal) => api.get(videoSchema, `v1/videos/${id}`, { signal });

export const updateVideo = ({ id, video_name, file_id }: VideoUpdate) =>
  api.put('v1/videos', { id, video_name, file_id });

export const deleteVideo = (id: number) => api.delete(`v1/videos/${id}`);
