import type { HotelInput } from '@/entities/hotels/schema';

/** SPEC.md §5, word for word, in the order the rules are checked; then our own rule 6. */
export const HOTEL_VALIDATION_MESSAGES = {
  requiredText: 'Заполните все обязательные текстовые поля.',
  recommendList: 'Поле "Рекомендуемый" должно быть 0 или 1.',
  stars: 'Количество звёзд должно быть от 1 до 5.',
  region: 'Не выбран регион.',
  isActive: 'Некорректный статус активности.',
  mapsUrl: 'Ссылка на карту должна начинаться с http:// или https://',
} as const;

export const REQUIRED_TEXT_FIELDS = [
  'hotel_name',
  'hotel_description',
  'services',
  'for_child',
  'resto',
  'google_maps',
] as const;

type RequiredTextField = (typeof REQUIRED_TEXT_FIELDS)[number];

/** The required texts top to bottom as the form shows them: the first blank one is marked. */
const REQUIRED_IN_FORM_ORDER: readonly RequiredTextField[] = [
  'hotel_name',
  'google_maps',
  'hotel_description',
  'services',
  'for_child',
  'resto',
];

/** The form control a broken rule points at. */
export type HotelField = RequiredTextField | 'recommend_list' | 'stars' | 'region_id' | 'is_active';

/**
 * A hotel as the form holds it just before saving: numbers may be missing (NaN) or out of range.
 * The status is `unknown` because rule 5 exists to guard a value that did not come from the
 * checkbox (a hand-edited or malformed hotel), so the type must let such a value through.
 */
export type HotelCandidate = Record<RequiredTextField, string> & {
  deposit: string;
  recommend_list: number;
  stars: number;
  region_id: number | null;
  beach_id: number | null;
  is_active: unknown;
};

export type HotelValidation = { ok: true; hotel: HotelInput } | { ok: false; message: string; field: HotelField };

const isBinaryFlag = (value: number): value is 0 | 1 => value === 0 || value === 1;
const isStarCount = (value: number) => Number.isInteger(value) && value >= 1 && value <= 5;
const isId = (value: number | null): value is number => value !== null && Number.isInteger(value) && value > 0;

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
  const blank = REQUIRED_IN_FORM_ORDER.find((field) => candidate[field].trim() === '');
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
  const google_maps = candidate.google_maps.trim();
  if (!isWebLink(google_maps)) return { ok: false, message: HOTEL_VALIDATION_MESSAGES.mapsUrl, field: 'google_maps' };

  const deposit = candidate.deposit.trim();
  return {
    ok: true,
    hotel: {
      hotel_name: candidate.hotel_name.trim(),
      hotel_description: candidate.hotel_description.trim(),
      services: candidate.services.trim(),
      for_child: candidate.for_child.trim(),
      resto: candidate.resto.trim(),
      google_maps,
      recommend_list,
      stars,
      region_id,
      is_active,
      // null, not absent: on update an absent field keeps the server's old value, so clearing
      // the deposit or the beach in the form would silently not happen.
      deposit: deposit === '' ? null : deposit,
      beach_id: isId(candidate.beach_id) ? candidate.beach_id : null,
    },
  };
}
