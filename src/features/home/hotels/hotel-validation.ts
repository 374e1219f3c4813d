import type { HotelInput } from '@/entities/hotels/schema';
import { eachHotelField, hotelFieldsOfKind, type ByHotelField, type HotelFieldName } from './hotel-fields';

/** SPEC.md §5, word for word, in the order the rules are checked; then our own rule 6. */
export const HOTEL_VALIDATION_MESSAGES = {
  requiredText: 'Заполните все обязательные текстовые поля.',
  recommendList: 'Поле "Рекомендуемый" должно быть 0 или 1.',
  stars: 'Количество звёзд должно быть от 1 до 5.',
  region: 'Не выбран регион.',
  isActive: 'Некорректный статус активности.',
  mapsUrl: 'Ссылка на карту должна начинаться с http:// или https://',
} as const;

/** The required texts top to bottom as the form shows them: the first blank one is marked. */
const REQUIRED_TEXTS = hotelFieldsOfKind('requiredText');

/**
 * A hotel as the form holds it just before saving: numbers may be missing (NaN) or out of range.
 * The status is `unknown` because rule 5 exists to guard a value that did not come from the
 * checkbox (a hand-edited or malformed hotel), so the type must let such a value through.
 */
export type HotelCandidate = ByHotelField<{ requiredText: string; optionalText: string; number: number; id: number | null; checkbox: unknown }>;

export type HotelValidation = { ok: true; hotel: HotelInput } | { ok: false; message: string; field: HotelFieldName };

const isBinaryFlag = (value: number): value is 0 | 1 => value === 0 || value === 1;
const isStarCount = (value: number) => Number.isInteger(value) && value >= 1 && value <= 5;
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

/**
 * The catalogue hands this link to whoever views the hotel: a `javascript:` or `data:` link would
 * run or show whatever it holds, and text without a scheme opens as nothing, or as a relative path.
 */
function isWebLink(text: string): boolean {
  try {
    const { protocol } = new URL(text);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** Checks SPEC.md §5's hotel rules in order, then rule 6 (the map link); the first broken one is the answer. */
export function validateHotel(candidate: HotelCandidate): HotelValidation {
  const blank = REQUIRED_TEXTS.find((field) => candidate[field].trim() === '');
  if (blank) return { ok: false, message: HOTEL_VALIDATION_MESSAGES.requiredText, field: blank };
  const { recommend_list, stars, region_id, is_active } = candidate;
  if (!isBinaryFlag(recommend_list)) {
    return { ok: false, message: HOTEL_VALIDATION_MESSAGES.recommendList, field: 'recommend_list' };
  }
  if (!isStarCount(stars)) return { ok: false, message: HOTEL_VALIDATION_MESSAGES.stars, field: 'stars' };
  if (!isId(region_id)) return { ok: false, message: HOTEL_VALIDATION_MESSAGES.region, field: 'region_id' };
  if (typeof is_active !== 'boolean') {
    return { ok: false, message: HOTEL_VALIDATION_MESSAGES.isActive, field: 'is_active' };
  }
  if (!isWebLink(candidate.google_maps.trim())) return { ok: false, message: HOTEL_VALIDATION_MESSAGES.mapsUrl, field: 'google_maps' };

  // Rules 2 to 5 held the numbers, the region and the status to what the API takes. An optional
  // value left empty goes as null, not absent: on update an absent field keeps the server's old
  // value, so clearing the deposit or the beach in the form would silently not happen.
  const hotel = eachHotelField((name, kind) => {
    const value = candidate[name];
    if (typeof value === 'string') return kind === 'optionalText' ? value.trim() || null : value.trim();
    return kind === 'id' && !isId(value) ? null : value;
  }) as HotelInput;
  return { ok: true, hotel };
}
