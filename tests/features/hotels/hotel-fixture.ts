import type { Hotel } from '@/entities/hotels/schema';

/** A complete, valid hotel as the server would send it; override what the test is about. */
export function hotelFixture(overrides: Partial<Hotel> & Pick<Hotel, 'hotel_id' | 'hotel_name'>): Hotel {
  return {
    hotel_description: 'Описание',
    services: 'Wi-Fi',
    for_child: 'Детский клуб',
    resto: 'Ресторан',
    recommend_list: 0,
    stars: 4,
    google_maps: 'https://maps.google.com/?q=1,1',
    deposit: null,
    beach_id: null,
    region_id: 1,
    is_active: true,
    ...overrides,
  };
}
