import type { HotelInput } from '@/entities/hotels/schema';
import { eachHotelField, hotelFieldsOfKind, type ByHotelField, type HotelFieldName } from './hotel-fields';

/** Rule 1 of docs/product.md, Validation, word for word. */
const REQUIRED_TEXT_MESSAGE = 'Заполните все обязательные текстовые поля.';

/** The required texts top to bottom as the form shows them: the first blank one takes the focus. */
const REQUIRED_TEXTS = hotelFieldsOfKind('requiredText');

/**
 * A hotel as the form holds it just before saving: numbers may be missing (NaN) or out of range. The
 * status is `unknown`: rule 5 guards a value that did not come from the checkbox (a malformed hotel).
 */
export type HotelCandidate = ByHotelField<{ requiredText: string; optionalText: string; number: number; id: number | null; checkbox: unknown }>;

type HotelFailure = { field: HotelFieldName; message: string };

/**
 * A refusal: `message` and `field` are the first rule broken (its toast, and the field that
 * takes the focus); `failures` every field refused, that one first, each marked at the field.
 */
export type HotelValidation = { ok: true; hotel: HotelInput } | ({ ok: false; failures: readonly HotelFailure[] } & HotelFailure);

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

/** Rules 2 to 5 of docs/product.md, Validation, word for word and in the order they are checked, then our rule 6. */
const RULES: readonly [field: HotelFieldName, message: string, holds: (candidate: HotelCandidate) => boolean][] = [
  ['recommend_list', 'Поле "Рекомендуемый" должно быть 0 или 1.', ({ recommend_list }) => recommend_list === 0 || recommend_list === 1],
  ['stars', 'Количество звёзд должно быть от 1 до 5.', ({ stars }) => Number.isInteger(stars) && stars >= 1 && stars <= 5],
  ['region_id', 'Не выбран регион.', ({ region_id }) => isId(region_id)],
  ['is_active', 'Некорректный статус активности.', ({ is_active }) => typeof is_active === 'boolean'],
  ['google_maps', 'Ссылка на карту должна начинаться с http:// или https://', ({ google_maps }) => isWebLink(google_maps.trim())],
];

/** Checks the rules in order; the first broken one is the answer, and every field that breaks one is named. */
export function validateHotel(candidate: HotelCandidate): HotelValidation {
  const failures: HotelFailure[] = [
    ...REQUIRED_TEXTS.filter((field) => candidate[field].trim() === '').map((field) => ({ field, message: REQUIRED_TEXT_MESSAGE })),
    ...RULES.filter(([, , holds]) => !holds(candidate)).map(([field, message]) => ({ field, message })),
  ];
  const [first] = failures;
  if (first) return { ok: false, ...first, failures };

  // An optional value left empty goes as null, not absent: on update an absent field keeps the
  // server's old value, so clearing the deposit or the beach would silently not happen.
  const hotel = eachHotelField((name, kind) => {
    const value = candidate[name];
    if (typeof value === 'string') return kind === 'optionalText' ? value.trim() || null : value.trim();
    return kind === 'id' && !isId(value) ? null : value;
  }) as HotelInput;
  return { ok: true, hotel };
}
