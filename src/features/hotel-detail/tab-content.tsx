import { lazy } from 'react';
import type { DetailTab } from '@/features/home/view-state';
import { NewsTab } from './news/news-tab';
import { RoomsTab } from './rooms/rooms-tab';

// The media tabs carry the uploader and the video players (hls.js): each is its own chunk, fetched
// when the admin first opens it.
const PhotoTab = lazy(() => import('@/features/media/photo-tab').then((module) => ({ default: module.PhotoTab })));
const VideoTab = lazy(() => import('@/features/media/video-tab').then((module) => ({ default: module.VideoTab })));
const ReelsTab = lazy(() => import('@/features/media/reels-tab').then((module) => ({ default: module.ReelsTab })));

export function TabContent({ tab, hotelId }: { tab: DetailTab; hotelId: number }) {
  switch (tab) {
    case 'rooms':
      return <RoomsTab hotelId={hotelId} />;
    case 'news':
      return <NewsTab hotelId={hotelId} />;
    case 'photo':
      return <PhotoTab hotelId={hotelId} />;
    case 'video':
      return <VideoTab hotelId={hotelId} />;
    case 'reels':
      return <ReelsTab hotelId={hotelId} />;
  }
}
