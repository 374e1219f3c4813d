import { spawn, type ChildProcess } from 'node:child_process';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/free-port';
import { PHONE, openPage, settle, setUpBrowser } from './browser';

setUpBrowser();

/**
 * `npm run dev`, the README's own command, as a developer runs it: Vite with React's StrictMode
 * (src/app/main.tsx) and the fake API it starts itself, both on ports of their own. What broke there
 * once and nowhere else: dialogs that closed themselves as StrictMode mounted them twice.
 */
let devServer: ChildProcess;
let signInUrl: string;
let output = '';

beforeAll(async () => {
  const [appPort, apiPort] = [await freePort(), await freePort()];
  // The dev server's own environment, not the test runner's (under Vitest its plugin keeps quiet).
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV'));
  devServer = spawn('npm', ['run', 'dev', '--', '--port', String(appPort), '--strictPort'], {
    env: { ...env, FAKE_API_PORT: String(apiPort) },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const printed = new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Sign in:\s+(\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    devServer.stdout?.on('data', read);
    devServer.stderr?.on('data', read);
    devServer.once('exit', () => reject(new Error(`npm run dev stopped:\n${output}`)));
  });
  signInUrl = await printed;
});

afterAll(() => {
  // npm, its shell and Vite: the whole group goes.
  if (devServer?.pid && devServer.exitCode === null) process.kill(-devServer.pid, 'SIGTERM');
});

const confirmation = (page: Page) => page.getByRole('dialog', { name: 'Подтверждение' });

describe('npm run dev in a real browser', () => {
  it('signs in from the printed address; a confirmation, the photo viewer and the leave question stay open', async () => {
    expect(signInUrl).toMatch(/^http:\/\/localhost:\d+\/verify\?tg_id=1&hash=demo$/);
    const page = await openPage({ viewport: PHONE });
    await page.goto(signInUrl);
    await page.waitForURL(/\/homePage/);
    const home = new URL(page.url()).origin;

    // A confirmation: a news item's trash icon asks, and the question waits for the answer.
    await page.goto(`${home}/homePage?view=HOTEL_DETAIL&regionId=1&hotelId=1&tab=news`);
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('button', { name: /^Удалить «/ }).first().click();
    await confirmation(page).waitFor();
    await settle(page);
    expect(await confirmation(page).isVisible()).toBe(true);
    await confirmation(page).getByRole('button', { name: 'Отмена' }).click();
    await confirmation(page).waitFor({ state: 'detached' });

    // The photo viewer opens and stays.
    await page.getByRole('tab', { name: 'Фото' }).click();
    // The tab opens once its list is here: until then the news stay on screen.
    await page.getByRole('tab', { name: 'Фото', selected: true }).waitFor();
    const firstPhoto = panel.getByRole('listitem').first().getByRole('button').first();
    const photoName = (await firstPhoto.textContent())?.trim() ?? '';
    await firstPhoto.click();
    const viewer = page.getByRole('dialog', { name: photoName, exact: true });
    await viewer.waitFor();
    await settle(page);
    expect(await viewer.isVisible()).toBe(true);
    await viewer.getByRole('button', { name: 'Закрыть' }).last().click();
    await viewer.waitFor({ state: 'detached' });

    // Unsaved work: leaving asks, and the question waits; «Остаться» keeps the text.
    await page.getByRole('tab', { name: 'Новости' }).click();
    await panel.getByRole('button', { name: 'Добавить новость' }).click();
    const title = panel.getByLabel('Заголовок', { exact: true });
    await title.fill('Черновик новости');
    await page.getByRole('tab', { name: 'Номера' }).click();
    await confirmation(page).waitFor();
    await settle(page);
    expect(await confirmation(page).isVisible()).toBe(true);
    await confirmation(page).getByRole('button', { name: 'Остаться' }).click();
    expect(await title.inputValue()).toBe('Черновик новости');
  });

  it('matches the search in its worker, as Vite serves it from the source', async () => {
    const page = await openPage({ viewport: PHONE });
    await page.goto(signInUrl);
    await page.waitForURL(/\/homePage/);
    await page.getByRole('navigation', { name: 'Действия' }).getByRole('link', { name: 'Найти отель' }).click();
    await page.getByRole('searchbox', { name: 'Название отеля' }).fill('кемер');
    await page.getByText('Найдено: 2', { exact: true }).waitFor();
    // StrictMode starts the search twice: the first worker is closed with the first start.
    await expect.poll(() => page.workers().map((worker) => new URL(worker.url()).pathname)).toEqual(['/src/features/search/name-search.worker.ts']);
  });
});
