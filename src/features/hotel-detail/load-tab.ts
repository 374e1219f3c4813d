import type { QueryClient } from '@tanstack/react-query';
import { DETAIL_TABS, type DetailTab } from '@/navigation/view-state';
import { loadQuery } from '@/shared/feedback/load-query';
import { mayPreload } from '@/shared/preload/may-preload';
import { whenIdle } from '@/shared/preload/when-idle';
import { DETAIL_TAB_REGISTRY } from './detail-tab-registry';

// The lists hold different items, and TanStack's options types admit no common one; a prefetch
// reads no item, so the general type loses nothing.
const listOf = (tab: DetailTab, hotelId: number) => DETAIL_TAB_REGISTRY[tab].listQuery(hotelId) as Parameters<typeof loadQuery>[1];

const loadCode = (tab: DetailTab) => {
  const entry = DETAIL_TAB_REGISTRY[tab];
  return 'preload' in entry ? entry.preload() : undefined;
};

/**
 * Readies a tab of a hotel's detail: a media tab's code, and the tab's list, quietly: the tab
 * reports a failure itself, as it asks for the list again once shown.
 */
export async function loadTab(queryClient: QueryClient, hotelId: number, tab: DetailTab): Promise<void> {
  await Promise.allSettled([loadCode(tab), loadQuery(queryClient, listOf(tab, hotelId), true)]);
}

/**
 * Once the detail is drawn, in an idle moment: the other tabs' code and the lists never asked for
 * (a failed one is left to its tab), so whichever tab is picked next opens at once, even without a
 * pointer resting on it first. Answers how to call it off: a detail left before then warms nothing.
 */
export function warmOtherTabs(queryClient: QueryClient, hotelId: number): () => void {
  return whenIdle(() => {
    if (!mayPreload()) return;
    for (const tab of DETAIL_TABS) {
      loadCode(tab)?.catch(() => undefined);
      const list = listOf(tab, hotelId);
      if (queryClient.getQueryState(list.queryKey) === undefined) void loadQuery(queryClient, list, true);
    }
  });
}
