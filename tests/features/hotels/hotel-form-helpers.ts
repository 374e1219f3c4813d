import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { emptyHotelDraft, type HotelDraft } from '@/features/home/hotels/hotel-draft';
import { renderApp } from '../../utils/render-app';
import { signIn } from '../../utils/session';

/**
 * Signs in and opens the new-hotel form, in `regionId` if given, once it is drawn (a cold start of
 * the whole app can take over a second).
 */
export async function openCreateForm(regionId?: number) {
  signIn();
  const app = renderApp(`/homePage?view=HOTEL_MANAGE${regionId ? `&regionId=${regionId}` : ''}`);
  await screen.findByRole('heading', { name: 'Добавить отель' }, { timeout: 5000 });
  return app;
}

/**
 * The hotel form's fields (docs/product.md, Forms), each with its Russian label; a switch is named by
 * the state it shows, and a new hotel starts active, not recommended.
 */
export const HOTEL_FIELD_LABELS = [
  'Название отеля',
  'Описание',
  'Услуги',
  'Для детей',
  'Рестораны',
  'Не рекомендуемый',
  'Звёзды',
  'Ссылка на Google Maps',
  'Депозит',
  'Регион',
  'Пляж',
  'Активен',
] as const;

export const REQUIRED_TEXTS = {
  'Название отеля': 'Sea Pearl',
  Описание: 'Новый отель у моря',
  Услуги: 'Wi-Fi, SPA',
  'Для детей': 'Детский клуб',
  Рестораны: 'Шведский стол',
  'Ссылка на Google Maps': 'https://maps.google.com/?q=36.8,30.6',
} as const;

/** What each rule of docs/product.md, Validation, says when a hotel breaks it, in the order they are checked. */
export const RULE_MESSAGES = {
  requiredText: 'Заполните все обязательные текстовые поля.',
  recommendList: 'Поле "Рекомендуемый" должно быть 0 или 1.',
  stars: 'Количество звёзд должно быть от 1 до 5.',
  region: 'Не выбран регион.',
  isActive: 'Некорректный статус активности.',
  mapsUrl: 'Ссылка на карту должна начинаться с http:// или https://',
} as const;

/** Pastes rather than types: six long texts typed key by key would make every test slow. */
export async function fillRequiredTexts(user: UserEvent, texts: Partial<Record<keyof typeof REQUIRED_TEXTS, string>> = {}) {
  for (const [label, value] of Object.entries({ ...REQUIRED_TEXTS, ...texts })) {
    const control = screen.getByLabelText(label);
    await user.clear(control);
    if (value) await user.paste(value);
  }
}

export async function typeInto(user: UserEvent, label: string, value: string) {
  const control = screen.getByLabelText(label);
  await user.clear(control);
  if (value) await user.type(control, value);
}

/** Each star of the picker as a screen reader names it. */
export const STAR_NAMES = ['1 звезда', '2 звезды', '3 звезды', '4 звезды', '5 звёзд'] as const;

/** Chooses a count in the star picker, as a tap on that star. */
export async function chooseStars(user: UserEvent, stars: 1 | 2 | 3 | 4 | 5) {
  await user.click(screen.getByRole('radio', { name: STAR_NAMES[stars - 1] }));
}

/** The star picker's chosen star, by its name, or null when none is chosen. */
export const chosenStars = () => {
  const chosen = screen.getAllByRole('radio').find((star) => (star as HTMLInputElement).checked);
  return chosen?.getAttribute('aria-label') ?? null;
};

/**
 * A new-hotel draft as localStorage keeps it, complete but for `overrides`: the way a value no
 * control can give (a count of 6, a recommendation of 7) reaches the form, edited by hand.
 */
export function storeCreateDraft(overrides: Partial<HotelDraft>) {
  const draft: HotelDraft = {
    ...emptyHotelDraft(1),
    hotel_name: 'Sea Pearl',
    hotel_description: 'У моря',
    services: 'Wi-Fi',
    for_child: 'Клуб',
    resto: 'Бар',
    google_maps: 'https://maps.google.com/?q=1',
    stars: '4',
    ...overrides,
  };
  localStorage.setItem('draft:hotel-create', JSON.stringify(draft));
}
