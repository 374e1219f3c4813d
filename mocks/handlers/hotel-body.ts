import type { Hotel } from '../db/index.ts';
import { nullableInt, nullableText, optionalBoolean, requiredInt, requiredText } from './fields.ts';
import { badRequest } from './http-kit.ts';
import { beachOfRegion, existingRegionId } from './lookups.ts';

const textFields = ['hotel_name', 'hotel_description', 'services', 'for_child', 'resto', 'google_maps'] as const;

type HotelFields = Omit<Hotel, 'hotel_id'>;

function readRecommend(body: Record<string, unknown>): 0 | 1 {
  const value = body.recommend_list;
  if (value !== 0 && value !== 1) throw badRequest('Поле "recommend_list" должно быть 0 или 1.');
  return value;
}

/**
 * Reads a full hotel body in the order the panel validates it. `current` is the stored hotel on
 * update: fields a client may omit (deposit, beach_id, is_active) then keep their stored value.
 */
export function readHotel(body: Record<string, unknown>, current?: Hotel): HotelFields {
  const [hotel_name, hotel_description, services, for_child, resto, google_maps] = textFields.map((key) =>
    requiredText(body, key),
  ) as [string, string, string, string, string, string];
  const recommend_list = readRecommend(body);
  const stars = requiredInt(body, 'stars', { min: 1, max: 5, message: 'Поле "stars" должно быть от 1 до 5.' });
  const region_id = existingRegionId(requiredInt(body, 'region_id'));
  const is_active = optionalBoolean(body, 'is_active') ?? current?.is_active ?? true;
  const deposit = nullableText(body, 'deposit');
  const sentBeach = nullableInt(body, 'beach_id');

  let beach_id: number | null;
  if (sentBeach === undefined) {
    // Keeping the old beach is only right while the hotel stays in the same region.
    beach_id = current && current.region_id === region_id ? current.beach_id : null;
  } else {
    beach_id = sentBeach === null ? null : beachOfRegion(sentBeach, region_id).id;
  }

  return {
    hotel_name,
    hotel_description,
    services,
    for_child,
    resto,
    recommend_list,
    stars,
    google_maps,
    deposit: deposit === undefined ? (current?.deposit ?? null) : deposit,
    beach_id,
    region_id,
    is_active,
  };
}
