import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { DetailTab } from '@/navigation/view-state';
// The detail is a lazy pane; loaded here once, so no test spends its first wait transforming it.
import '@/features/hotel-detail/hotel-detail';
import { renderApp } from '../../utils/render-app';
import { signIn } from '../../utils/session';
import type { EditableTabCase } from './tab-cases';

/**
 * Signs in and opens the detail of `hotelId` (Lara Sun Palace in Анталья by default) at `tab`,
 * once the detail pane is drawn (a cold start of the whole app can take over a second).
 */
export async function openDetail({ hotelId = 1, tab }: { hotelId?: number; tab?: DetailTab } = {}) {
  signIn();
  const tabParam = tab ? `&tab=${tab}` : '';
  const app = renderApp(`/homePage?view=HOTEL_DETAIL&regionId=1&hotelId=${hotelId}${tabParam}`);
  await screen.findByRole('link', { name: 'Назад к списку отелей' }, { timeout: 5000 });
  return app;
}

/** Opens the detail of `hotelId` on its default tab, News, once the news list is there. */
export async function openNews(hotelId = 1) {
  const app = await openDetail({ hotelId });
  await screen.findByRole('heading', { name: 'Новости' });
  return app;
}

/** Opens `tab` of `hotelId` (hotel #1 by default), once its list, or the word that it is empty, is there. */
export async function openTab(tab: EditableTabCase, hotelId = 1) {
  const app = await openDetail({ hotelId, tab: tab.tab });
  await screen.findByText(hotelId === 1 ? tab.seeded[0]! : tab.texts.empty);
  return app;
}

/** The list of the open tab. */
function tabList() {
  return within(within(screen.getByRole('tabpanel')).getByRole('list'));
}

/** The names of the open tab's items, top to bottom, as their «Редактировать» buttons call them. */
export function listedNames(): string[] {
  return tabList()
    .getAllByRole('button', { name: /^Редактировать «/ })
    .map((button) => /^Редактировать «(.*)»$/.exec(button.getAttribute('aria-label') ?? '')?.[1] ?? '');
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

export const editButton = (item: string) => rowOf(item).getByRole('button', { name: `Редактировать «${item}»` });
export const deleteButton = (item: string) => rowOf(item).getByRole('button', { name: `Удалить «${item}»` });

/** «+ Добавить номер» or «+ Добавить новость» pressed: the create form `title` opened in the list's place. */
export async function openCreateForm(user: { click: (element: Element) => Promise<void> }, title: string) {
  await user.click(addButton());
  return findForm(title);
}

/** The open tab's «+ Добавить …» button, shown while its form is closed. */
export const addButton = () => screen.getByRole('button', { name: /^Добавить (номер|новость)$/ });

/** The tab's form has closed: none is left on screen and «+ Добавить …» is back. */
export async function expectFormClosed() {
  await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
  expect(addButton()).toBeInTheDocument();
}
