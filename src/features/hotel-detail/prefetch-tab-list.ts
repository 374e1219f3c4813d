import type { QueryClient } from '@tanstack/react-query';
import { newsListQuery } from '@/entities/news/queries';
import { roomsQuery } from '@/entities/rooms/queries';
import type { DetailTab } from '@/shared/navigation/view-state';

/**
 * Starts loading the opened tab's list beside the hotel itself rather than after it. A failure
 * here stays silent: the tab, once shown, fetches again and reports it.
 */
export function prefetchTabList(queryClient: QueryClient, hotelId: number, tab: DetailTab): void {
  if (tab === 'rooms') void queryClient.prefetchQuery(roomsQuery(hotelId));
  if (tab === 'news') void queryClient.prefetchQuery(newsListQuery(hotelId));
}
