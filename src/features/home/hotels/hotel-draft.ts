import type { Hotel } from '@/entities/hotels/schema';
import type { HotelCandidate } from './hotel-validation';

/** The form's state: every control's value as the control holds it. */
export type HotelDraft = {
  hotel_name: string;
  hotel_description: string;
  services: string;
  for_child: string;
  resto: string;
  google_maps: string;
  deposit: string;
  recommend_list: string;
  stars: string;
  region_id: string;
  beach_id: string;
  is_active: boolean;
};

export function emptyHotelDraft(regionId: number | undefined): HotelDraft {
  return {
    hotel_name: '',
    hotel_description: '',
    services: '',
    for_child: '',
    resto: '',
    google_maps: '',
    deposit: '',
    recommend_list: '0',
    stars: '',
    region_id: regionId === undefined ? '' : String(regionId),
    beach_id: '',
    is_active: true,
  };
}

export function hotelDraftFrom(hotel: Hotel): HotelDraft {
  return {
    hotel_name: hotel.hotel_name,
    hotel_description: hotel.hotel_description,
    services: hotel.services,
    for_child: hotel.for_child,
    resto: hotel.resto,
    google_maps: hotel.google_maps,
    deposit: hotel.deposit ?? '',
    recommend_list: String(hotel.recommend_list),
    stars: String(hotel.stars),
    region_id: String(hotel.region_id),
    beach_id: hotel.beach_id == null ? '' : String(hotel.beach_id),
    is_active: hotel.is_active,
  };
}

/** An empty control is "no number" (NaN), never 0, so it fails its rule instead of passing as 0. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const idOf = (text: string) => (text === '' ? null : Number(text));

export function hotelCandidateFrom(draft: HotelDraft): HotelCandidate {
  return {
    ...draft,
    recommend_list: numberOf(draft.recommend_list),
    stars: numberOf(draft.stars),
    region_id: idOf(draft.region_id),
    beach_id: idOf(draft.beach_id),
  };
}

/** A beach belongs to one region, so choosing another region drops the beach. */
export function withRegion(draft: HotelDraft, regionId: string): HotelDraft {
  if (regionId === draft.region_id) return draft;
  return { ...draft, region_id: regionId, beach_id: '' };
}
