import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { API_URL, APP_URL, PHONE, login, openPage, screenshot, setUpBrowser } from './browser';

setUpBrowser();

const REGIONS_URL = `${API_URL}/v1/regions`;
/** The main bundle, held back in some tests to show what starts before it runs. */
const BUNDLE = /\/assets\/index-[\w-]+\.js$/;

/** Анталья on screen: its link in the open column, or the folded column's button that names it. */
const regionButton = (page: Page) =>
  page.getByRole('link', { name: 'Анталья', exact: true }).or(page.getByRole('button', { name: /Анталья/ })).first();

/** The API calls the page makes (CORS preflights left out), as "METHOD /path", in order. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(API_URL) && request.method() !== 'OPTIONS') {
      calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
    }
  });
  return calls;
}

/** Holds the main bundle until the returned function is called. */
async function holdBundle(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(BUNDLE, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Holds every API request until the returned function is called: an API that answers late. */
async function holdApi(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`${API_URL}/**`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const isRegionsGet = (request: Request) => request.url() === REGIONS_URL && request.method() === 'GET';

/** A signed-in admin's browser with nothing cached: the token cookie alone, as after an earlier visit. */
async function signedInWithoutCache(): Promise<{ page: Page; token: string }> {
  const response = await fetch(`${API_URL}/admin/verify`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ tg_id: '1', hash: 'demo' }),
  });
  const { access_token: token } = (await response.json()) as { access_token: string };
  const page = await openPage({ viewport: PHONE });
  await page.context().addCookies([{ name: 'jwtToken', value: token, url: APP_URL }]);
  return { page, token };
}

/**
 * The query keys of the lists the panel has saved, read from its IndexedDB database
 * (src/shared/persist/idb-storage.ts) under the persister's default key. A database that does not
 * exist yet is not opened, since opening would create it without the panel's store.
 */
function savedQueryKeys(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((database) => database.name === 'hotel-admin')) return [];
    return new Promise<string[]>((resolve) => {
      const opening = indexedDB.open('hotel-admin');
      opening.onerror = () => resolve([]);
      opening.onsuccess = () => {
        const database = opening.result;
        const reading = database.transaction('query-cache').objectStore('query-cache').get('REACT_QUERY_OFFLINE_CACHE');
        reading.onsuccess = () => {
          database.close();
          const saved = typeof reading.result === 'string' ? (JSON.parse(reading.result) as { clientState: { queries: { queryKey: unknown }[] } }) : undefined;
          resolve(saved ? saved.clientState.queries.map((query) => JSON.stringify(query.queryKey)) : []);
        };
      };
    });
  });
}

/** A hotel of Анталья with news, opened on the news tab. */
const HOTEL = 'Lara Sun Palace';

/**
 * Signs in, opens Анталья's hotels and one hotel's news, and waits until the panel has saved the
 * regions, that list and those news. Answers the address of the hotel's detail.
 */
async function visitAndSave(page: Page): Promise<string> {
  await login(page);
  await regionButton(page).click();
  await page.getByRole('link', { name: HOTEL, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: HOTEL }).waitFor();
  await page.getByRole('tabpanel').getByRole('listitem').first().waitFor();
  const detailUrl = page.url();
  await expect
    .poll(async () => {
      const keys = await savedQueryKeys(page);
      return ['["regions","list"]', '["hotels","list","region",1', '["news","list"'].every((start) => keys.some((key) => key.startsWith(start)));
    }, { timeout: 15_000 })
    .toBe(true);
  return detailUrl;
}

describe('the regions request starts with the page, not after the bundle', () => {
  it('a cold /homePage asks for the regions once, while the bundle is still loading, with the bearer', async () => {
    const { page, token } = await signedInWithoutCache();
    const calls = apiCalls(page);
    const releaseBundle = await holdBundle(page);
    const regionsRequested = page.waitForRequest(isRegionsGet);

    await page.goto(`${APP_URL}/homePage`, { waitUntil: 'commit' });
    // Sent by index.html itself: the bundle has not arrived yet.
    const request = await regionsRequested;
    expect(request.headers().authorization).toBe(`Bearer ${token}`);
    await expect.poll(() => page.locator('link[rel="preconnect"]').getAttribute('href')).toBe(new URL(API_URL).origin);
    releaseBundle();

    await regionButton(page).waitFor();
    expect(calls.filter((call) => call === 'GET /v1/regions')).toEqual(['GET /v1/regions']);
  });

  it('through /verify: the handshake, then the regions with its token, both before the bundle runs, once each', async () => {
    const page = await openPage({ viewport: PHONE });
    const calls = apiCalls(page);
    const releaseBundle = await holdBundle(page);
    const regionsRequested = page.waitForRequest(isRegionsGet);

    await page.goto(`${APP_URL}/verify?tg_id=1&hash=demo`, { waitUntil: 'commit' });
    await regionsRequested;
    releaseBundle();

    await page.waitForURL(/\/homePage/);
    await regionButton(page).waitFor();
    await page.getByRole('link', { name: '@anna_admin' }).waitFor();
    expect(calls).toEqual(['POST /admin/verify', 'GET /v1/regions']);
  });
});

describe('a reopened panel paints what it showed last', () => {
  it('shows the regions, the hotel and its news before the API answers, then revalidates', async () => {
    const page = await openPage({ viewport: PHONE });
    const detailUrl = await visitAndSave(page);
    const releaseApi = await holdApi(page);
    const calls = apiCalls(page);

    await page.goto(detailUrl);
    await page.getByRole('heading', { level: 1, name: HOTEL }).waitFor();
    await page.getByRole('tabpanel').getByRole('listitem').first().waitFor();
    // Nothing the API sent: every request is still held.
    expect(await page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/v1/')))).toBe(false);
    await screenshot(page, 'instant-start-saved-detail-phone');
    await page.getByRole('link', { name: /Назад к списку отелей/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Отели региона Анталья!' }).waitFor();
    await regionButton(page).waitFor();

    releaseApi();
    // The saved lists are stale from the start: each is asked for again as soon as it is shown.
    await expect.poll(() => calls.filter((call) => call === 'GET /v1/regions').length).toBe(1);
    await expect.poll(() => calls.some((call) => call === 'GET /v1/hotels')).toBe(true);
  });

  it('stays readable with the API unreachable: regions, hotels and news from the saved lists', async () => {
    const page = await openPage({ viewport: PHONE, expectConsoleErrors: true });
    const detailUrl = await visitAndSave(page);
    await page.route(`${API_URL}/**`, (route) => route.abort('internetdisconnected'));

    await page.goto(detailUrl);
    await page.getByRole('heading', { level: 1, name: HOTEL }).waitFor();
    await page.getByRole('tabpanel').getByRole('listitem').first().waitFor();
    await page.getByRole('link', { name: /Назад к списку отелей/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Отели региона Анталья!' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: /^Редактировать «/ }).first().waitFor();
    await regionButton(page).waitFor();
    await screenshot(page, 'instant-start-offline-list-phone');
  });

  it('forgets the saved lists when the session ends', async () => {
    const page = await openPage({ viewport: PHONE, expectConsoleErrors: true });
    await visitAndSave(page);
    // The token and the refresh are both refused from now on: the session is over.
    await page.route(`${API_URL}/**`, (route) =>
      route.request().method() === 'OPTIONS'
        ? route.continue()
        : route.fulfill({ status: 401, json: { detail: 'Сеанс истёк' }, headers: { 'Access-Control-Allow-Origin': '*' } }),
    );
    await page.reload();
    await page.waitForURL(/\/error\?reason=session/);

    await expect.poll(() => savedQueryKeys(page)).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('queryCache'))).toBeNull();
  });
});
