import type { QueryClient } from '@tanstack/react-query';
import { prepareHotelOrder } from '@/entities/hotels/hotel-order';
import { prefetchRegionHotels, preloadHotelForm, preloadHotelPanes } from '@/features/home';
import { preloadHotelTab } from '@/features/hotel-detail';
import type { createAppRouter } from './router';
import { isDetailTab } from '@/navigation/view-state';
import { listenForIntent } from '@/shared/preload/intent';
import { mayPreload } from '@/shared/preload/may-preload';

/**
 * Once the first screen is drawn: what the admin will most likely open next is prepared before
 * they ask. At once, the collation a region's hotels are sorted with, and the code of the hotel
 * list a region click shows, then of its edit form. On intent (see `intent(…)`), a region's
 * hotels, an edit button's form and hotel, and a detail tab's list and code, for the hotel in the
 * address. Answers how to stop listening for intent.
 */
export function preloadAhead(queryClient: QueryClient, router: ReturnType<typeof createAppRouter>): () => void {
  prepareHotelOrder();
  if (mayPreload()) preloadHotelPanes();
  return listenForIntent({
    region: (regionId) => prefetchRegionHotels(queryClient, Number(regionId)),
    'edit-hotel': (hotelId) => preloadHotelForm(queryClient, Number(hotelId)),
    'hotel-tab': (tab) => {
      const { hotelId } = router.state.location.search;
      if (hotelId !== undefined && isDetailTab(tab)) preloadHotelTab(queryClient, hotelId, tab);
    },
  });
}
