import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerLeaveConfirmation } from '../../utils/confirmation';
import { renderApp } from '../../utils/render-app';
import { signIn } from '../../utils/session';
import { fillRequiredTexts } from '../hotels/hotel-form-helpers';
import { regionsColumn } from '../regions/regions-screen';

async function openApp(path: string) {
  signIn();
  const app = renderApp(path);
  await screen.findByRole('complementary', { name: 'Регионы' });
  return app;
}

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
const footerAction = (name: string) => within(screen.getByRole('navigation', { name: 'Действия' })).getByRole('link', { name });

/** The focus has landed on `element` (a view's content may still be loading when it is found). */
const expectFocusOn = async (element: HTMLElement) => waitFor(() => expect(element).toHaveFocus());

beforeEach(() => {
  document.title = '';
});

describe('the document title names the view', () => {
  it.each([
    ['/homePage', 'Главная — Каталог отелей'],
    ['/homePage?view=HOTEL_LIST&regionId=1', 'Отели региона Анталья — Каталог отелей'],
    ['/homePage?view=HOTEL_SEARCH', 'Поиск отеля — Каталог отелей'],
    ['/homePage?view=HOTEL_DETAIL&regionId=1&hotelId=1', 'Lara Sun Palace — Новости — Каталог отелей'],
    ['/homePage?view=HOTEL_DETAIL&regionId=1&hotelId=1&tab=rooms', 'Lara Sun Palace — Номера — Каталог отелей'],
    ['/homePage?view=HOTEL_MANAGE&regionId=1', 'Добавить отель — Каталог отелей'],
    ['/homePage?view=HOTEL_MANAGE&regionId=1&hotelId=1', 'Lara Sun Palace — Редактировать отель — Каталог отелей'],
    ['/homePage?view=REGION_MANAGE', 'Добавить регион — Каталог отелей'],
    ['/homePage?view=REGION_MANAGE&regionId=2', 'Кемер — Редактировать регион — Каталог отелей'],
  ])('%s → «%s»', async (path, title) => {
    await openApp(path);
    await waitFor(() => expect(document.title).toBe(title), { timeout: 5000 });
  });

  it('follows the tab the admin opens', async () => {
    const { user } = await openApp('/homePage?view=HOTEL_DETAIL&regionId=1&hotelId=1');
    await waitFor(() => expect(document.title).toBe('Lara Sun Palace — Новости — Каталог отелей'), { timeout: 5000 });
    await user.click(screen.getByRole('tab', { name: 'Фото' }));
    await waitFor(() => expect(document.title).toBe('Lara Sun Palace — Фото — Каталог отелей'));
  });
});

describe('the focus follows the view', () => {
  it('stays where the browser put it on the first load of the page', async () => {
    await openApp('/homePage?view=HOTEL_LIST&regionId=1');
    await heading('Отели региона Анталья!');
    await screen.findByRole('link', { name: 'Lara Sun Palace' });
    expect(document.body).toHaveFocus();
  });

  it('moves to the heading of the region and of the hotel, and back to the row the hotel was opened by', async () => {
    const { user } = await openApp('/homePage');
    await user.click(regionsColumn().getByRole('link', { name: 'Кемер' }));
    const list = await heading('Отели региона Кемер!');
    await expectFocusOn(list);
    expect(list).toHaveAttribute('tabindex', '-1');

    await user.click(await screen.findByRole('link', { name: 'Beldibi Pine Resort' }));
    await expectFocusOn(await heading('Beldibi Pine Resort'));
    expect(document.title).toBe('Beldibi Pine Resort — Новости — Каталог отелей');

    await user.click(screen.getByRole('link', { name: 'Назад к списку отелей' }));
    await heading('Отели региона Кемер!');
    await expectFocusOn(await screen.findByRole('link', { name: 'Beldibi Pine Resort' }));
  });

  it('comes back to the hotel’s name from the browser’s Back too', async () => {
    const { user, router } = await openApp('/homePage?view=HOTEL_LIST&regionId=2');
    await user.click(await screen.findByRole('link', { name: 'Beldibi Pine Resort' }));
    await expectFocusOn(await heading('Beldibi Pine Resort'));
    router.history.back();
    await expectFocusOn(await screen.findByRole('link', { name: 'Beldibi Pine Resort' }));
  });

  it('comes back to the search result a hotel was opened by, and to the search box on a new search', async () => {
    const { user, router } = await openApp('/homePage?view=HOTEL_SEARCH');
    const searchBox = await screen.findByRole('searchbox', { name: 'Название отеля' });
    await user.type(searchBox, 'lara');
    await user.click(await screen.findByRole('link', { name: 'Lara Sun Palace' }));
    await expectFocusOn(await heading('Lara Sun Palace'));
    router.history.back();
    await expectFocusOn(await screen.findByRole('link', { name: 'Lara Sun Palace' }));
    expect(screen.getByRole('searchbox', { name: 'Название отеля' })).toHaveValue('lara');

    await user.click(await screen.findByRole('link', { name: 'Lara Sun Palace' }));
    await heading('Lara Sun Palace');
    await user.click(footerAction('Найти отель'));
    await expectFocusOn(await screen.findByRole('searchbox', { name: 'Название отеля' }));
  });

  it('comes back to the hotel’s «⋯» menu, «Редактировать» gone with it, when its edit form is left by Back', async () => {
    const { user, router } = await openApp('/homePage?view=HOTEL_DETAIL&regionId=1&hotelId=1');
    await user.click(await screen.findByRole('button', { name: 'Действия с отелем' }, { timeout: 5000 }));
    await user.click(screen.getByRole('menuitem', { name: 'Редактировать' }));
    await expectFocusOn(await heading('Редактировать отель'));
    router.history.back();
    await heading('Lara Sun Palace');
    await expectFocusOn(screen.getByRole('button', { name: 'Действия с отелем' }));
  });

  it('goes to the heading when the view is reached another way than back', async () => {
    const { user } = await openApp('/homePage?view=HOTEL_LIST&regionId=2');
    await user.click(await screen.findByRole('link', { name: 'Beldibi Pine Resort' }));
    await expectFocusOn(await heading('Beldibi Pine Resort'));
    await user.click(footerAction('Найти отель'));
    await expectFocusOn(await screen.findByRole('searchbox', { name: 'Название отеля' }));
    await user.click(regionsColumn().getByRole('link', { name: 'Анталья' }));
    await expectFocusOn(await heading('Отели региона Анталья!'));
  });

  it('leaves it on a tab the admin chose', async () => {
    const { user } = await openApp('/homePage?view=HOTEL_DETAIL&regionId=1&hotelId=1');
    const rooms = await screen.findByRole('tab', { name: 'Номера' }, { timeout: 5000 });
    await user.click(rooms);
    await screen.findByRole('button', { name: 'Добавить номер' });
    expect(rooms).toHaveFocus();
  });

  it('goes to the search box of the search, and stays there while the admin types', async () => {
    const { user } = await openApp('/homePage?view=HOTEL_LIST&regionId=1');
    await user.click(footerAction('Найти отель'));
    const searchBox = await screen.findByRole('searchbox', { name: 'Название отеля' });
    await expectFocusOn(searchBox);
    await user.type(searchBox, 'lara');
    await screen.findByText('Найдено: 2');
    expect(searchBox).toHaveFocus();
  });

  it('goes to the form’s heading on «Добавить отель», and to the list’s after a save', async () => {
    const { user } = await openApp('/homePage?view=HOTEL_LIST&regionId=1');
    await heading('Отели региона Анталья!');
    await user.click(footerAction('Добавить отель'));
    await expectFocusOn(await heading('Добавить отель'));

    await fillRequiredTexts(user);
    await user.click(screen.getByRole('radio', { name: '4 звезды' }));
    await user.click(screen.getByRole('button', { name: 'Создать' }));
    const list = await heading('Отели региона Анталья!');
    await screen.findByRole('link', { name: 'Sea Pearl' });
    await expectFocusOn(list);
  });

  it('goes back to the row’s edit button when a changed form is left with «Отмена»', async () => {
    const { user } = await openApp('/homePage?view=HOTEL_LIST&regionId=1');
    const edit = await screen.findByRole('link', { name: 'Редактировать «Lara Sun Palace»' });
    await user.click(edit);
    await expectFocusOn(await heading('Редактировать отель'));
    await user.type(screen.getByLabelText('Депозит'), '100 EUR');
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    await answerLeaveConfirmation(user, 'Уйти без сохранения');
    await heading('Отели региона Анталья!');
    await expectFocusOn(await screen.findByRole('link', { name: 'Редактировать «Lara Sun Palace»' }));
  });

  it('goes back to the region’s edit button in the column when its form is left', async () => {
    const { user } = await openApp('/homePage?view=HOTEL_LIST&regionId=2');
    await user.click(regionsColumn().getByRole('button', { name: 'Редактировать «Кемер»' }));
    await expectFocusOn(await heading('Редактировать регион'));
    await user.click(await screen.findByRole('button', { name: 'Отмена' }));
    await heading('Отели региона Кемер!');
    await expectFocusOn(regionsColumn().getByRole('button', { name: 'Редактировать «Кемер»' }));
  });
});
