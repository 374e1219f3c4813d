import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node-server';

/** SPEC.md §2's hotel fields, each with its Russian label. */
export const HOTEL_FIELD_LABELS = [
  'Название отеля',
  'Описание',
  'Услуги',
  'Для детей',
  'Рестораны',
  'Рекомендуемый',
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

/** The latest error toast's text. */
export async function errorToastText() {
  const alerts = await screen.findAllByRole('alert');
  return alerts.at(-1)?.textContent;
}

/** Holds every request to `method path` until the returned release is called. */
export function holdHotelWrites(method: 'post' | 'put', path: string) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http[method](path, async () => {
      await gate;
      return HttpResponse.json({}, { status: method === 'post' ? 201 : 200 });
    }),
  );
  return release;
}

export const failWith500 = (method: 'get' | 'post' | 'put', path: string) =>
  server.use(http[method](path, () => HttpResponse.json({ message: 'Внутренняя ошибка' }, { status: 500 })));

/** A success toast (a polite status in the notifications area) with exactly `text`. */
export async function findSuccessToast(text: string) {
  const toasts = within(screen.getByRole('region', { name: 'Уведомления' }));
  const message = await toasts.findByText(text);
  return message.closest('[role="status"]');
}
