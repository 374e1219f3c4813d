import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  API_URL,
  APP_URL,
  DESKTOP,
  PHONE,
  expectNoSeriousViolations,
  openHome,
  openPageIn,
  screenshot,
  settle,
  setUpBrowser,
} from './browser';

setUpBrowser();

const UNDO_WINDOW_MS = 5000;
// Names no seeded item has, so a name found on screen is the one this test made.
const stamp = Date.now();
let token = '';

async function apiCall<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${API_URL}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A region of the test's own, with one hotel when asked. */
async function seed(name: string, { withHotel }: { withHotel: boolean }) {
  const region = await apiCall<{ id: number }>('POST', '/v1/regions', { region_name: `${name} ${stamp}`, weight: 0 });
  if (!withHotel) return { regionId: region.id, hotelId: 0, hotelName: '' };
  const hotelName = `Отель «${name}» ${stamp}`;
  const hotel = await apiCall<{ hotel_id: number }>('POST', '/v1/hotels', {
    hotel_name: hotelName,
    hotel_description: 'Небольшой отель у моря, создан сквозным тестом удаления.',
    services: 'Wi-Fi, парковка',
    for_child: 'Детский бассейн',
    resto: 'Ресторан «шведский стол»',
    recommend_list: 1,
    stars: 4,
    google_maps: 'https://www.google.com/maps?q=36.85,30.85',
    deposit: '50 USD',
    beach_id: null,
    region_id: region.id,
    is_active: true,
  });
  return { regionId: region.id, hotelId: hotel.hotel_id, hotelName };
}

/** Every DELETE the page sends to the API, as its path, from now on. */
function recordDeletes(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'DELETE') sent.push(new URL(request.url()).pathname);
  });
  return sent;
}

const pendingToast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** The page's clock stops now and moves only by `page.clock.runFor`: the five seconds are the test's to count. */
async function stopTheClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

/** Signs in with the page's clock installed (running as usual until the test stops it). */
async function openSignedIn(viewport: typeof DESKTOP, colorScheme: 'light' | 'dark' = 'light') {
  const page = await openPageIn(colorScheme, { viewport, signedIn: true });
  await page.clock.install();
  await openHome(page);
  return page;
}

/** From the region's hotel list to the hotel's detail, then «Удалить отель» and «Удалить» in the question. */
async function deleteFromDetail(page: Page, { regionId, hotelName }: { regionId: number; hotelName: string }) {
  await page.goto(`${APP_URL}/homePage?view=HOTEL_LIST&regionId=${regionId}`);
  await page.getByRole('link', { name: hotelName, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: hotelName }).waitFor();
  await page.getByRole('button', { name: 'Действия с отелем' }).click();
  await page.getByRole('menuitem', { name: 'Удалить отель' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Удалить отель безвозвратно?').waitFor();
  await stopTheClock(page);
  await dialog.getByRole('button', { name: 'Удалить' }).click();
  await page.clock.runFor(100);
}

beforeAll(async () => {
  const verify = await fetch(`${API_URL}/admin/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tg_id: 1, hash: 'demo' }),
  });
  token = ((await verify.json()) as { access_token: string }).access_token;
});

describe('deleting with «Отменить» in a real browser', () => {
  it('hides the hotel at once, sends nothing for five seconds, and nothing at all after «Отменить»', async () => {
    const seeded = await seed('Отмена', { withHotel: true });
    const page = await openSignedIn(PHONE);
    const deletes = recordDeletes(page);
    await deleteFromDetail(page, seeded);

    const list = page.getByRole('region', { name: /^Отели региона Отмена/ });
    await list.getByText('Нет отелей для этого региона').waitFor();
    const toast = pendingToast(page, `Отель «${seeded.hotelName}» будет удалён.`);
    await toast.getByRole('button', { name: 'Отменить' }).waitFor();
    await settle(page);
    await screenshot(page, 'delete-undo-toast-phone');
    await page.clock.runFor(UNDO_WINDOW_MS - 200);
    expect(deletes).toEqual([]);

    await toast.getByRole('button', { name: 'Отменить' }).click();
    await page.clock.runFor(100);
    await list.getByRole('link', { name: seeded.hotelName, exact: true }).waitFor();
    await page.clock.runFor(10 * UNDO_WINDOW_MS);
    expect(deletes).toEqual([]);
    expect(await apiCall<unknown[]>('GET', `/v1/hotels?hotel_id=${seeded.hotelId}`)).toHaveLength(1);
  });

  it('sends the DELETE once five seconds have passed, and the hotel is gone from the server', async () => {
    const seeded = await seed('Удаление', { withHotel: true });
    const page = await openSignedIn(DESKTOP);
    const deletes = recordDeletes(page);
    await deleteFromDetail(page, seeded);
    await pendingToast(page, 'будет удалён.').waitFor();
    await settle(page);
    await screenshot(page, 'delete-undo-toast-desktop');
    await page.clock.runFor(UNDO_WINDOW_MS - 200);
    expect(deletes).toEqual([]);

    const answered = page.waitForResponse((response) => response.request().method() === 'DELETE');
    await page.clock.runFor(200);
    expect((await answered).status()).toBe(200);
    expect(deletes).toEqual([`/v1/hotels/${seeded.hotelId}`]);
    await page.clock.runFor(100);
    await page.getByRole('status').filter({ hasText: 'Отель удалён!' }).waitFor();
    expect(await apiCall<unknown[]>('GET', `/v1/hotels?hotel_id=${seeded.hotelId}`)).toEqual([]);
  });

  it('sends a pending delete at once when the page is left', async () => {
    const seeded = await seed('Уход', { withHotel: true });
    const page = await openSignedIn(DESKTOP);
    const deletes = recordDeletes(page);
    await deleteFromDetail(page, seeded);
    expect(deletes).toEqual([]);
    await page.goto('about:blank');
    // Sent with keepalive, it reaches the server though the page that sent it is gone (and the
    // browser no longer reports it to that page, so the server is asked instead).
    await expect.poll(() => apiCall<unknown[]>('GET', `/v1/hotels?hotel_id=${seeded.hotelId}`)).toEqual([]);
  });

  it('deletes an empty region after the window; one with hotels says why it cannot be deleted', async () => {
    const empty = await seed('Пустой', { withHotel: false });
    const full = await seed('Полный', { withHotel: true });
    const page = await openSignedIn(DESKTOP);

    // The panel knows the region's hotels once it has listed them.
    await page.goto(`${APP_URL}/homePage?view=HOTEL_LIST&regionId=${full.regionId}`);
    await page.getByRole('link', { name: full.hotelName, exact: true }).waitFor();
    await page.getByRole('button', { name: `Редактировать «Полный ${stamp}»` }).click();
    const refused = page.getByRole('button', { name: 'Удалить регион' });
    await expect.poll(() => refused.getAttribute('aria-disabled')).toBe('true');
    await page.getByText('Регион с отелями удалить нельзя (в нём 1 отель). Сначала удалите отели или перенесите в другой регион.').waitFor();

    const deletes = recordDeletes(page);
    await page.getByRole('button', { name: `Редактировать «Пустой ${stamp}»` }).click();
    await page.getByRole('heading', { name: 'Редактировать регион' }).waitFor();
    await page.getByRole('button', { name: 'Удалить регион' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Удалить регион безвозвратно?').waitFor();
    await stopTheClock(page);
    await dialog.getByRole('button', { name: 'Удалить' }).click();
    await page.clock.runFor(100);
    await page.getByRole('complementary', { name: 'Регионы' }).getByRole('link', { name: `Пустой ${stamp}` }).waitFor({ state: 'detached' });
    await page.clock.runFor(UNDO_WINDOW_MS - 200);
    expect(deletes).toEqual([]);

    const answered = page.waitForResponse((response) => response.request().method() === 'DELETE');
    await page.clock.runFor(200);
    expect((await answered).status()).toBe(200);
    expect(deletes).toEqual([`/v1/regions/${empty.regionId}`]);
    await page.clock.runFor(100);
    await page.getByRole('status').filter({ hasText: 'Регион удалён!' }).waitFor();
  });
});

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('the hotel detail and the region form, to look at (%s)', (device, viewport) => {
  it.each(['light', 'dark'] as const)('in the %s theme', async (theme) => {
    const seeded = await seed(`Вид ${device} ${theme}`, { withHotel: true });
    const page = await openSignedIn(viewport, theme);
    await page.goto(`${APP_URL}/homePage?view=HOTEL_LIST&regionId=${seeded.regionId}`);
    await page.getByRole('link', { name: seeded.hotelName, exact: true }).click();
    await page.getByRole('switch', { name: `Активен «${seeded.hotelName}»` }).waitFor();
    // A phone opens the detail with its facts folded under «Об отеле».
    if (device === 'phone') await page.getByText('Об отеле', { exact: true }).click();
    await page.getByRole('link', { name: 'Открыть в Google Maps' }).waitFor();
    await page.getByRole('link', { name: 'Назад к списку отелей' }).evaluate((back) => back.scrollIntoView());
    await settle(page);
    await screenshot(page, `hotel-summary-${device}-${theme}`);
    await expectNoSeriousViolations(page, 'hotel detail', 'main');

    await page.getByRole('link', { name: 'Назад к списку отелей' }).click();
    const column = page.getByRole('complementary', { name: 'Регионы' });
    const expand = column.getByRole('button', { name: 'Развернуть регионы' });
    if (await expand.isVisible()) await expand.click();
    await column.getByRole('button', { name: `Редактировать «Вид ${device} ${theme} ${stamp}»` }).click();
    await page.getByText('Регион с отелями удалить нельзя (в нём 1 отель). Сначала удалите отели или перенесите в другой регион.').waitFor();
    await settle(page);
    await screenshot(page, `region-delete-refused-${device}-${theme}`);
    await expectNoSeriousViolations(page, 'region form', 'main');
  });
});
