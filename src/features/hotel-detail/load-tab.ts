import type { QueryClient } from '@tanstack/react-query';
import type { DetailTab } from '@/navigation/view-state';
import { loadQuery } from '@/shared/feedback/load-query';
import { DETAIL_TAB_REGISTRY } from './detail-tab-registry';

/**
 * Readies a tab of a hotel's detail: a media tab's code, and the tab's list, quietly: the tab
 * reports a failure itself, as it asks for the list again once shown.
 */
export async function loadTab(queryClient: QueryClient, hotelId: number, tab: DetailTab): Promise<void> {
  const entry = DETAIL_TAB_REGISTRY[tab];
  // The lists hold different items, and TanStack's options types admit no common one; a prefetch
  // reads no item, so the general type loses nothing.
  const list = entry.listQuery(hotelId) as Parameters<typeof loadQuery>[1];
  await Promise.allSettled(['preload' in entry ? entry.preload() : undefined, loadQuery(queryClient, list, true)]);
}
