import { onlineManager } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../utils/render-app';
import { signIn } from '../utils/session';

const WAITING = 'Загрузится, когда появится соединение.';

/** TanStack Query's view of the connection, which decides whether a query waits for it. */
function setOnline(online: boolean) {
  act(() => onlineManager.setOnline(online));
}

async function openHome(path = '/homePage') {
  signIn();
  const app = renderApp(path);
  await screen.findByRole('link', { name: 'Анталья' }, { timeout: 5000 });
  return app;
}

// TanStack Query's onlineManager is one for the whole test file: never let it stay offline.
afterEach(() => {
  onlineManager.setOnline(true);
});

describe('a screen whose data has not arrived when the connection goes', () => {
  it('a region’s hotels say they come with the connection, instead of loading rows, and come with it', async () => {
    const { user } = await openHome();
    setOnline(false);
    await user.click(screen.getByRole('link', { name: 'Кемер' }));

    const list = await screen.findByRole('region', { name: 'Отели региона Кемер!' });
    expect(await within(list).findByRole('status')).toHaveTextContent(WAITING);
    expect(within(list).queryByText('Загрузка отелей…')).toBeNull();

    setOnline(true);
    const loaded = await screen.findByRole('link', { name: 'Moonlight Kemer Hotel' });
    expect(loaded.closest('section')).toHaveAccessibleName('Отели региона Кемер!');
    expect(screen.queryByText(WAITING)).toBeNull();
  });

  it('a hotel’s tab list opened offline says so too, and fills in once back online', async () => {
    const { user } = await openHome('/homePage?view=HOTEL_LIST&regionId=2');
    const details = await screen.findByRole('link', { name: 'Moonlight Kemer Hotel' });
    setOnline(false);
    await user.click(details);

    const news = await screen.findByRole('region', { name: 'Новости' });
    expect(within(news).getByRole('status')).toHaveTextContent(WAITING);

    setOnline(true);
    // This hotel has no news yet: the answer, not the wait, says so.
    expect(await within(news).findByText('Нет новостей.')).toBeInTheDocument();
    expect(within(news).queryByText(WAITING)).toBeNull();
  });

  it('the search over all hotels says so as well', async () => {
    const { user } = await openHome();
    setOnline(false);
    await user.click(screen.getByRole('link', { name: 'Найти отель' }));

    expect(await screen.findByText(WAITING, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Загрузка отелей' })).toBeNull();

    setOnline(true);
    expect(await screen.findByText(/^Найдено: \d+/)).toBeInTheDocument();
  });
});
