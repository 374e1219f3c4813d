import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { newsListQuery } from '@/entities/news/queries';
import { photosQuery } from '@/entities/photos/queries';
import { reelsQuery } from '@/entities/reels/queries';
import { roomsQuery } from '@/entities/rooms/queries';
import { videosQuery } from '@/entities/videos/queries';
import { preloadMediaTab, type MediaTabName } from '@/features/media';
import { DETAIL_TABS, type DetailTab } from '@/shared/navigation/view-state';
import { mayPreload } from '@/shared/preload/may-preload';
import { whenIdle } from '@/shared/preload/when-idle';

/**
 * Starts a list; when warming, only one never asked for (a failed one is left to its tab). A failure
 * here stays silent (the query client reports only what a screen shows): the tab, once shown,
 * fetches again and reports it.
 */
function prefetch<Data, Key extends QueryKey>(queryClient: QueryClient, options: FetchQueryOptions<Data, Error, Data, Key>, warming: boolean) {
  if (warming && queryClient.getQueryState(options.queryKey) !== undefined) return;
  void queryClient.prefetchQuery(options);
}

// One call per tab: the lists' data types differ.
const PREFETCH_LIST: Record<DetailTab, (queryClient: QueryClient, hotelId: number, warming: boolean) => void> = {
  rooms: (queryClient, hotelId, warming) => prefetch(queryClient, roomsQuery(hotelId), warming),
  news: (queryClient, hotelId, warming) => prefetch(queryClient, newsListQuery(hotelId), warming),
  photo: (queryClient, hotelId, warming) => prefetch(queryClient, photosQuery(hotelId), warming),
  video: (queryClient, hotelId, warming) => prefetch(queryClient, videosQuery(hotelId), warming),
  reels: (queryClient, hotelId, warming) => prefetch(queryClient, reelsQuery(hotelId), warming),
};

const isMediaTab = (tab: DetailTab): tab is DetailTab & MediaTabName => tab === 'photo' || tab === 'video' || tab === 'reels';

/**
 * What the admin is about to open (a pointer on the tab, a finger touching it): its list and, for
 * a media tab, its code.
 */
export function preloadTab(queryClient: QueryClient, hotelId: number, tab: DetailTab): void {
  if (isMediaTab(tab)) preloadMediaTab(tab);
  PREFETCH_LIST[tab](queryClient, hotelId, false);
}

/**
 * Starts loading the opened tab's list beside the hotel itself rather than after it; then, in an
 * idle moment, the other tabs' lists (those not cached yet) and the media tabs' code, so whichever
 * tab the admin picks next opens at once. Answers how to call the warming off: a detail left
 * before an idle moment came warms nothing.
 */
export function prefetchTabList(queryClient: QueryClient, hotelId: number, tab: DetailTab): () => void {
  PREFETCH_LIST[tab](queryClient, hotelId, false);
  return whenIdle(() => {
    if (!mayPreload()) return;
    for (const other of DETAIL_TABS) {
      if (isMediaTab(other)) preloadMediaTab(other);
      PREFETCH_LIST[other](queryClient, hotelId, true);
    }
  });
}
