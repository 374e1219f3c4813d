import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect } from 'vitest';
import type { DetailTab } from '@/shared/navigation/view-state';
import { server } from '../../../mocks/node-server';
// The detail is a lazy pane; loaded here once, so no test spends its first wait transforming it.
import '@/features/hotel-detail/hotel-detail';
import { renderApp } from '../../utils/render-app';
import { signIn } from '../../utils/session';

/**
 * Signs in and opens the detail of `hotelId` (Lara Sun Palace in Анталья by default) at `tab`,
 * once the detail pane is drawn (a cold start of the whole app can take over a second).
 */
export async function openDetail({ hotelId = 1, tab }: { hotelId?: number; tab?: DetailTab } = {}) {
  signIn();
  const tabParam = tab ? `&tab=${tab}` : '';
  const app = renderApp(`/homePage?view=HOTEL_DETAIL&regionId=1&hotelId=${hotelId}${tabParam}`);
  await screen.findByRole('button', { name: 'Назад к списку отелей' }, { timeout: 5000 });
  return app;
}

/** Opens the detail of `hotelId` on its default tab, News, once the news list is there. */
export async function openNews(hotelId = 1) {
  const app = await openDetail({ hotelId });
  await screen.findByRole('heading', { name: 'Новости' });
  return app;
}

/** The list of the open tab. */
export function tabList() {
  return within(within(screen.getByRole('tabpanel')).getByRole('list'));
}

/** The form of the open tab, found by its title ('Новый номер', 'Редактирование новости', ...). */
export async function findForm(title: string) {
  return within(await screen.findByRole('form', { name: title }));
}

/** The list row that shows `text`, to reach its 'Редактировать' and 'Удалить' buttons. */
export function rowOf(text: string) {
  const row = screen.getByText(text).closest('li');
  if (!row) throw new Error(`No list row shows ${text}`);
  return within(row);
}

/** Answers the in-app confirmation, after checking it asks `question`. */
export async function answerConfirmation(
  user: { click: (element: Element) => Promise<void> },
  question: string,
  answer: 'Удалить' | 'Отмена' | 'Остаться' | 'Уйти без сохранения',
) {
  const dialog = within(await screen.findByRole('dialog'));
  expect(dialog.getByText(question)).toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: answer }));
}

/** A toast with `message` (the same words may also stand under the refused field). */
export async function expectToast(message: string) {
  const toasts = within(screen.getByRole('region', { name: 'Уведомления' }));
  expect(await toasts.findByText(message)).toBeInTheDocument();
}

/** `method path` answers 500 until the test ends. */
export function failing(method: 'get' | 'post' | 'put' | 'delete', path: string) {
  server.use(http[method](`*${path}`, () => HttpResponse.json({ message: 'Сервер недоступен' }, { status: 500 })));
}

/**
 * Holds every `method path` request until `release()`, then lets the fake API answer it: the
 * screen can be looked at while a save runs.
 */
export function holdRequests(method: 'post' | 'put' | 'delete', path: string) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http[method](`*${path}`, async () => {
      await gate;
    }),
  );
  return { release: () => release() };
}

/** The parsed JSON bodies of what was recorded. */
export const bodiesOf = (requests: readonly { body: string }[]): unknown[] =>
  requests.map((request) => JSON.parse(request.body) as unknown);
