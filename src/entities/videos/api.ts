import { api } from '@/api/client';
import { videoListResponseSchema, videoSchema, type Video, type VideoUpdate } from './schema';

export async function fetchVideos(hotelId: number, signal?: AbortSignal): Promise<Video[]> {
  const { video } = await api.get(videoListResponseSchema, `v1/videos/hotel/${hotelId}`, { signal });
  return video;
}

export const fetchVideo = (id: number, signal?: AbortSignal) => api.get(videoSchema, `v1/videos/${id}`, { signal });

export const updateVideo = ({ id, video_name, file_id }: VideoUpdate) =>
  api.put('v1/videos', { id, video_name, file_id });

export const deleteVideo = (id: number) => api.delete(`v1/videos/${id}`);
