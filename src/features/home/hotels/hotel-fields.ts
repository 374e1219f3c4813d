import type { HotelInput } from '@/entities/hotels/schema';

/**
 * How a field's control holds its value: a text as typed (a required one must not be blank, rule 1
 * of docs/product.md, Validation), a number or an id as the control's text, a checkbox as its state.
 */
type HotelFieldKind = 'requiredText' | 'optionalText' | 'number' | 'id' | 'checkbox';

/**
 * The hotel's fields top to bottom as the form shows them, with their labels: the form, its draft, the
 * validation and the question about another admin's change follow it; `satisfies` keeps every API field.
 */
const HOTEL_FIELDS = {
  hotel_name: { label: 'Название отеля', kind: 'requiredText' },
  region_id: { label: 'Регион', kind: 'id' },
  beach_id: { label: 'Пляж', kind: 'id' },
  stars: { label: 'Звёзды', kind: 'number' },
  recommend_list: { label: 'Рекомендуемый', kind: 'number' },
  deposit: { label: 'Депозит', kind: 'optionalText' },
  google_maps: { label: 'Ссылка на Google Maps', kind: 'requiredText' },
  is_active: { label: 'Активен', kind: 'checkbox' },
  hotel_description: { label: 'Описание', kind: 'requiredText' },
  services: { label: 'Услуги', kind: 'requiredText' },
  for_child: { label: 'Для детей', kind: 'requiredText' },
  resto: { label: 'Рестораны', kind: 'requiredText' },
} as const satisfies Record<keyof HotelInput, { label: string; kind: HotelFieldKind }>;

type HotelFields = typeof HOTEL_FIELDS;
export type HotelFieldName = keyof HotelFields;

/** A type per field, from a type per kind of control. */
export type ByHotelField<PerKind extends Record<HotelFieldKind, unknown>> = {
  [Name in HotelFieldName]: PerKind[HotelFields[Name]['kind']];
};

type HotelFieldOfKind<Kind extends HotelFieldKind> = {
  [Name in HotelFieldName]: HotelFields[Name]['kind'] extends Kind ? Name : never;
}[HotelFieldName];

const HOTEL_FIELD_NAMES = Object.keys(HOTEL_FIELDS) as HotelFieldName[];

/** One value per field, in the table's order, from its name and kind. */
export const eachHotelField = <Value>(valueOf: (name: HotelFieldName, kind: HotelFieldKind) => Value) =>
  Object.fromEntries(HOTEL_FIELD_NAMES.map((name) => [name, valueOf(name, HOTEL_FIELDS[name].kind)])) as Record<HotelFieldName, Value>;

/** The fields of one kind, in the table's order. */
export const hotelFieldsOfKind = <Kind extends HotelFieldKind>(kind: Kind) =>
  HOTEL_FIELD_NAMES.filter((name): name is HotelFieldOfKind<Kind> => HOTEL_FIELDS[name].kind === kind);

/** Each field's label, as the form shows it and as the question about another admin's change names it. */
export const HOTEL_LABELS = eachHotelField((name) => HOTEL_FIELDS[name].label);
