import { PhotoTab, ReelsTab, VideoTab } from '@/features/media';
import type { DetailTab } from '@/shared/navigation/view-state';
import { NewsTab } from './news/news-tab';
import { RoomsTab } from './rooms/rooms-tab';

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
