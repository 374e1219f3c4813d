import type { QueryClient } from '@tanstack/react-query';
import { prepareHotelOrder } from '@/entities/hotels/hotel-order';
import { prefetchRegionHotels, preloadHotelPanes } from '@/features/home';
import { preloadHotelTab } from '@/features/hotel-detail';
import { isDetailTab } from '@/navigation/view-state';
import { listenForIntent } from '@/shared/preload/intent';
import { mayPreload } from '@/shared/preload/may-preload';
import type { createAppRouter } from './router';

/**
 * Once the first screen is drawn: what the admin will most likely open next is prepared before
 * they ask. At once, the collation a region's hotels are sorted with, and the code of the hotel
 * list a region click shows, then of its edit form. On intent (see `intent(…)`), a region's hotels
 * and a detail tab's list and code, for the hotel in the address; the links to a hotel and its edit
 * form are prepared by the router (`preloadView`). Answers how to stop listening for intent.
 */
export function preloadAhead(queryClient: QueryClient, router: ReturnType<typeof createAppRouter>): () => void {
  prepareHotelOrder();
  if (mayPreload()) preloadHotelPanes();
  return listenForIntent({
    region: (regionId) => prefetchRegionHotels(queryClient, Number(regionId)),
    'hotel-tab': (tab) => {
      const { hotelId } = router.state.location.search;
      if (hotelId !== undefined && isDetailTab(tab)) preloadHotelTab(queryClient, hotelId, tab);
    },
  });
}
