import { describe, expect, it } from 'vitest';
import { APP_URL, PHONE, login, openPage, screenshot, setUpBrowser } from './browser';

setUpBrowser();

describe('login in a real browser', () => {
  it('verifies, lands on /homePage and shows the handle', async () => {
    const page = await openPage({ viewport: PHONE });
    await login(page);
    await page.getByRole('link', { name: '@anna_admin' }).waitFor();
    const cookies = await page.context().cookies();
    expect(cookies.map((cookie) => cookie.name).sort()).toEqual(['jwtToken', 'refreshToken']);
    await screenshot(page, 'login-home-phone');
  });

  it('sends a visitor without tokens to the administrators-only page', async () => {
    const page = await openPage();
    await page.goto(`${APP_URL}/homePage`);
    await page.waitForURL(/\/error$/);
    await page.getByRole('heading', { name: 'Добро пожаловать!' }).waitFor();
  });
});
