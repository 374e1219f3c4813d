import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expireAccessToken } from '../../mocks/auth';
import { API_URL, APP_URL, DESKTOP, PHONE, login, openPage, openTab, screenshot, setUpBrowser } from './browser';

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

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('shows the spinner and «Проверяем доступ…» together while the handshake is slow (%s)', async (name, viewport) => {
    const page = await openPage({ viewport });
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    // index.html sends the handshake itself before the bundle runs: both ways go through this.
    await page.route(`${API_URL}/admin/verify`, async (route) => {
      await answered;
      await route.continue();
    });
    await page.goto(`${APP_URL}/verify?tg_id=1&hash=demo`);
    const status = page.getByRole('status').filter({ hasText: 'Проверяем доступ…' });
    await status.waitFor();
    const spinner = page.locator('main[aria-busy="true"] > [aria-hidden="true"]');
    const [spinnerBox, textBox] = await Promise.all([spinner.boundingBox(), status.boundingBox()]);
    if (!spinnerBox || !textBox) throw new Error('The spinner or its text is not drawn');
    // One group in the middle: the text starts within 120 px of the spinner's centre, below it.
    const gap = textBox.y - (spinnerBox.y + spinnerBox.height);
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(textBox.y + textBox.height / 2 - (spinnerBox.y + spinnerBox.height / 2)).toBeLessThanOrEqual(120);
    const middle = (spinnerBox.y + textBox.y + textBox.height) / 2;
    expect(Math.abs(middle - viewport.height / 2)).toBeLessThan(viewport.height * 0.1);
    await screenshot(page, `sign-in-pending-${name}`);
    answer();
    await page.waitForURL(/\/homePage/);
  });

  it('sends a visitor without tokens to the administrators-only page', async () => {
    const page = await openPage();
    await page.goto(`${APP_URL}/homePage`);
    await page.waitForURL(/\/error$/);
    await page.getByRole('heading', { name: 'Добро пожаловать!' }).waitFor();
    // The demo sign-in of development is not in a production build.
    expect(await page.getByRole('link', { name: /демо-администратор/ }).count()).toBe(0);
  });
});

describe('one session across the tabs of a desktop browser', () => {
  it('keeps both tabs signed in when they reload with an expired token, with one refresh between them', async () => {
    // Chromium logs the 401 that starts a refresh as a failed load.
    const first = await openPage({ expectConsoleErrors: true });
    await login(first);
    const second = await openTab(first, { expectConsoleErrors: true });
    await second.goto(`${APP_URL}/homePage`);
    await second.getByRole('link', { name: 'Анталья' }).first().waitFor();
    // A refresh is held until both tabs have been refused with the expired token, so that both
    // would refresh at once if nothing kept the second from it.
    const refused = new Set<Page>();
    let bothRefused = () => {};
    const untilBothRefused = new Promise<void>((resolve) => (bothRefused = resolve));
    first.context().on('response', (response) => {
      if (response.status() !== 401 || !response.url().startsWith(`${API_URL}/v1/`)) return;
      refused.add(response.frame().page());
      if (refused.size === 2) bothRefused();
    });
    const refreshes: string[] = [];
    await first.context().route(`${API_URL}/auth/refresh_token`, async (route) => {
      if (route.request().method() === 'POST') refreshes.push(route.request().url());
      await untilBothRefused;
      await route.continue();
    });
    const accessToken = (await first.context().cookies()).find((cookie) => cookie.name === 'jwtToken')?.value;
    expireAccessToken(accessToken ?? '');

    await Promise.all([first.reload(), second.reload()]);

    for (const tab of [first, second]) {
      await tab.getByRole('link', { name: 'Анталья' }).first().waitFor();
      expect(new URL(tab.url()).pathname).toBe('/homePage');
    }
    expect(refreshes).toHaveLength(1);
  });
});
