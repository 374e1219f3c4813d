import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { goToSessionEnded } from '@/app/session-ended';
import { db } from '../../mocks/db';
import { renderApp } from '../utils/render-app';
import { signIn } from '../utils/session';

const HOUR_MS = 60 * 60 * 1000;

/** The seeded admin's session ends on Кемер's hotel list, as a refused refresh would end it. */
async function endSessionOnKemerList() {
  signIn();
  const { router } = renderApp('/homePage?view=HOTEL_LIST&regionId=2');
  await screen.findByRole('heading', { name: /^Отели региона Кемер/ }, { timeout: 5000 });
  goToSessionEnded(router);
  await screen.findByText('Сеанс завершён. Откройте панель заново из бота.');
  cleanup();
}

/** Opens the bot's link for `tgId` and answers the main screen's state it lands on. */
async function signInThroughBot(tgId: number, hash = 'demo') {
  const { router } = renderApp(`/verify?tg_id=${tgId}&hash=${hash}`);
  await screen.findByRole('link', { name: 'Найти отель' }, { timeout: 5000 });
  const landed = { pathname: router.state.location.pathname, search: router.state.location.search };
  cleanup();
  return landed;
}

afterEach(() => vi.useRealTimers());

describe('the place where a session ended', () => {
  it('is where the next sign-in of the same admin lands, once', async () => {
    await endSessionOnKemerList();

    expect(await signInThroughBot(1)).toEqual({ pathname: '/homePage', search: { view: 'HOTEL_LIST', regionId: 2 } });
    expect(await signInThroughBot(1)).toEqual({ pathname: '/homePage', search: {} });
  });

  it('is not where another admin lands on the same device', async () => {
    db.admins.push({ ...db.admins[0]!, tg_id: 2, user_name: 'boris_admin', hash: 'demo2' });
    await endSessionOnKemerList();

    expect(await signInThroughBot(2, 'demo2')).toEqual({ pathname: '/homePage', search: {} });
  });

  it('is forgotten an hour later: a new day’s work starts on the main screen', async () => {
    await endSessionOnKemerList();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + HOUR_MS + 1000 });

    expect(await signInThroughBot(1)).toEqual({ pathname: '/homePage', search: {} });
  });
});
