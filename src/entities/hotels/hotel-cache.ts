import type { QueryClient } from '@tanstack/react-query';
import { hotelKeys } from './keys';
import type { Hotel } from './schema';

type HotelPatch = Pick<Hotel, 'hotel_id'> & Partial<Omit<Hotel, 'hotel_id'>>;

// Whatever else a list key may come to hold (a page of results), only plain lists are patched.
const isHotelList = (data: unknown): data is readonly Hotel[] => Array.isArray(data);

const patched = (hotel: Hotel, patch: HotelPatch): Hotel => (hotel.hotel_id === patch.hotel_id ? { ...hotel, ...patch } : hotel);

/**
 * Writes `patch` into every cached copy of the hotel: each list under `lists()` holding it, and its
 * detail. Lists without it, and a list's other hotels, keep their identity: memoised rows stay drawn.
 */
export function patchCachedHotel(queryClient: QueryClient, patch: HotelPatch): void {
  queryClient.setQueriesData<unknown>({ queryKey: hotelKeys.lists() }, (hotels: unknown) =>
    isHotelList(hotels) && hotels.some((hotel) => hotel.hotel_id === patch.hotel_id)
      ? hotels.map((hotel) => patched(hotel, patch))
      : hotels,
  );
  queryClient.setQueryData<Hotel | null>(hotelKeys.detail(patch.hotel_id), (hotel) => (hotel ? patched(hotel, patch) : hotel));
}

/**
 * The hotel as a still-fresh cached list holds it (not invalidated, not older than the stale time),
 * with the time it arrived: the detail and the edit form open from it without a request. An older
 * copy is not offered: the form would start from it and not take the newer one a refetch brings.
 */
export function freshListedHotel(queryClient: QueryClient, hotelId: number): { hotel: Hotel; updatedAt: number } | undefined {
  const { staleTime } = queryClient.getDefaultOptions().queries ?? {};
  const freshFor = typeof staleTime === 'number' ? staleTime : 0;
  for (const query of queryClient.getQueryCache().findAll({ queryKey: hotelKeys.lists() })) {
    const hotels = query.state.data;
    if (query.isStaleByTime(freshFor) || !isHotelList(hotels)) continue;
    const hotel = hotels.find((listed) => listed.hotel_id === hotelId);
    if (hotel) return { hotel, updatedAt: query.state.dataUpdatedAt };
  }
  return undefined;
}
