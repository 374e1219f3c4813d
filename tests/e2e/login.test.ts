import { describe, expect, it } from 'vitest';
import { APP_URL, DESKTOP, PHONE, login, openPage, screenshot, setUpBrowser } from './browser';

setUpBrowser();

describe('login in a real browser', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('verifies, lands on /homePage and shows the handle (%s)', async (name, viewport) => {
    const page = await openPage({ viewport });
    await login(page);
    await page.getByRole('link', { name: '@anna_admin' }).waitFor();
    await page.getByRole('heading', { name: 'Добро пожаловать в панель администратора!' }).waitFor();
    const cookies = await page.context().cookies();
    expect(cookies.map((cookie) => cookie.name).sort()).toEqual(['jwtToken', 'refreshToken']);
    const userInfo = await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}') as Record<string, unknown>);
    expect(userInfo).toMatchObject({ user_name: 'anna_admin', tg_id: '1', hash: 'demo' });
    await screenshot(page, `home-none-${name}`);
  });

  it('sends a visitor without tokens to the administrators-only page', async () => {
    const page = await openPage();
    await page.goto(`${APP_URL}/homePage`);
    await page.waitForURL(/\/error$/);
    await page.getByRole('heading', { name: 'Добро пожаловать!' }).waitFor();
  });
});
