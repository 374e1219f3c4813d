import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { DETAIL_TABS, type DetailTab } from '@/navigation/view-state';
import { mayPreload } from '@/shared/preload/may-preload';
import { whenIdle } from '@/shared/preload/when-idle';
import { DETAIL_TAB_REGISTRY } from './detail-tab-registry';

/**
 * Starts a tab's list; when warming, only one never asked for (a failed one is left to its tab). A
 * failure here stays silent (the query client reports only what a screen shows): the tab, once
 * shown, fetches again and reports it.
 */
function prefetchList(queryClient: QueryClient, hotelId: number, tab: DetailTab, warming: boolean) {
  // The lists hold different items, and TanStack's options types admit no common one; a prefetch
  // reads no item, so the general type loses nothing.
  const options = DETAIL_TAB_REGISTRY[tab].listQuery(hotelId) as FetchQueryOptions;
  if (warming && queryClient.getQueryState(options.queryKey) !== undefined) return;
  void queryClient.prefetchQuery(options);
}

/** A media tab's code, fetched ahead of its first visit; a failure is left to that visit. */
function preloadCode(tab: DetailTab) {
  const entry = DETAIL_TAB_REGISTRY[tab];
  if ('preload' in entry) entry.preload().catch(() => undefined);
}

/**
 * What the admin is about to open (a pointer on the tab, a finger touching it): its list and, for
 * a media tab, its code.
 */
export function preloadTab(queryClient: QueryClient, hotelId: number, tab: DetailTab): void {
  preloadCode(tab);
  prefetchList(queryClient, hotelId, tab, false);
}

/**
 * Starts loading the opened tab's list beside the hotel itself rather than after it; then, in an
 * idle moment, the other tabs' lists (those not cached yet) and the media tabs' code, so whichever
 * tab the admin picks next opens at once. Answers how to call the warming off: a detail left
 * before an idle moment came warms nothing.
 */
export function prefetchTabList(queryClient: QueryClient, hotelId: number, tab: DetailTab): () => void {
  prefetchList(queryClient, hotelId, tab, false);
  return whenIdle(() => {
    if (!mayPreload()) return;
    for (const other of DETAIL_TABS) {
      preloadCode(other);
      prefetchList(queryClient, hotelId, other, true);
    }
  });
}
