// What one run measures: opens of the panel and of the baseline, the panel's interactions, its search.
import { armViewTimer, measureKeystroke, watchForRegionButton } from './in-page.js';

/** @typedef {import('playwright-core').Browser} Browser */
/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('playwright-core').CDPSession} CDPSession */
/** @typedef {import('./in-page.js').ViewSpec} ViewSpec */
/**
 * @typedef {object} Network How an app's measured opens reach its servers.
 * @property {boolean} emulated DevTools' slow 4G; else the real-network protocol (network.js), whose
 *   shaping proxies carry the slowness and DevTools emulates none
 * @property {() => Promise<void>} beforeOpen readies it for a measured open (for the proxies: no
 *   connection and no DNS answer left over)
 * @property {string[]} [ownProfile] when set, the opens without the Runtime domain run in the browser's
 *   own profile, as a phone's webview does, after these origins' data is cleared: an off-the-record
 *   context ignores preconnect hints (Chromium's loading predictor is off there)
 */
/**
 * @typedef {object} App
 * @property {string} name
 * @property {string} url
 * @property {Network} network
 * @property {string} verifyPath /verify with the demo admin's id and hash
 * @property {string} signInPath opened to sign in, unthrottled
 * @property {{ name: string, value: string }} [signInCookie] set before, where the app has no handshake of its own
 * @property {boolean} savesLists whether it keeps its lists for the next open (the panel does)
 */
/**
 * @typedef {object} Catalogue What the interactions open, read from the fake API.
 * @property {string} regionName the crowded region
 * @property {number} regionHotels how many hotels it holds
 * @property {{ id: number, name: string, photo: string }} hotel a hotel with photos
 */

export const PHONE = { width: 390, height: 844 };
export const CPU_SLOWDOWN = 4;
// Lighthouse's mobile profile: "slow 4G" (150 ms RTT, 1.6 Mbps down, 750 kbps up).
export const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const UNTHROTTLED = { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };
/** Between a tap's touch and its click, or a pointer's arrival and its click: the time intent preloading has. */
export const INTENT_LEAD_MS = 100;
/** An admin looks at each screen this long before the next click (the panel preloads meanwhile). */
const READING_MS = 1000;
/** The panel's mark of a saved cache (src/persisted-queries.ts). */
export const SAVED_CACHE_KEY = 'queryCache';

/** @param {Pick<CDPSession, 'send'> | import('./bare-chromium.js').ProtocolSession} cdp @param {{ network: boolean, cpu: boolean }} profile */
export async function throttle(cdp, { network, cpu }) {
  await cdp.send('Network.emulateNetworkConditions', network ? SLOW_4G : UNTHROTTLED);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu ? CPU_SLOWDOWN : 1 });
}

/** DevTools' slow 4G: nothing to ready, the emulation starts afresh in each page. @type {Network} */
export const EMULATED = { emulated: true, beforeOpen: async () => undefined };

/** How often a measured open is asked whether its regions are shown: sparingly, since the check runs on the throttled main thread it is measuring. */
export const OPEN_POLL_MS = 250;
/** How long a measured open may take before it counts as broken. */
export const OPEN_LIMIT_MS = 60_000;

/** Opens `url` and answers how long after the navigation started a region button was visible. @param {Page} page @param {string} url */
async function regionsVisibleMs(page, url) {
  await page.goto(url, { waitUntil: 'commit' });
  const visibleAt = await page.waitForFunction(
    () => /** @type {import('./in-page.js').BenchWindow} */ (window).__benchRegionsVisibleAt,
    undefined,
    { polling: OPEN_POLL_MS, timeout: OPEN_LIMIT_MS },
  );
  return /** @type {number} */ (await visibleAt.jsonValue());
}

/** @param {Page} page */
const regionsShown = (page) =>
  page.waitForFunction(() => /** @type {import('./in-page.js').BenchWindow} */ (window).__benchRegionsVisibleAt, undefined, {
    timeout: OPEN_LIMIT_MS,
  });

/** Signs in, unthrottled, and waits for the main screen's address. @param {Page} page @param {App} app */
async function signIn(page, app) {
  if (app.signInCookie) await page.context().addCookies([{ ...app.signInCookie, url: app.url }]);
  await page.goto(`${app.url}${app.signInPath}`);
  await page.waitForURL(/\/homePage/);
}

/**
 * Opens `path` of `app` in a page of its own under the mobile profile, and answers the page and how
 * long after the navigation started a region button was visible. A new page starts in a renderer
 * process of its own, with nothing compiled yet, as a Mini App opened from Telegram does; it shares
 * the context's cookies, storage and HTTP cache, and the connections the app's network leaves it.
 * @param {import('playwright-core').BrowserContext} context @param {App} app @param {string} path @param {{ httpCache: boolean }} options
 */
async function openInNewPage(context, app, path, { httpCache }) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await throttle(cdp, { network: app.network.emulated, cpu: true });
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: !httpCache });
  await app.network.beforeOpen();
  return { page, ms: await regionsVisibleMs(page, `${app.url}${path}`) };
}

/**
 * Signed in and opened once unthrottled (an admin who has been here before, with warm connections),
 * then under the mobile profile, each in a new page: a cold open (no HTTP cache, no saved lists) and
 * a repeat open (the HTTP cache and the saved lists that cold open left). In the page that signed in,
 * the bundle would already be compiled, which no first open on a phone finds.
 * @param {Browser} browser @param {App} app @param {string} regionName
 */
export async function opens(browser, app, regionName) {
  const context = await browser.newContext({ viewport: PHONE, locale: 'ru-RU' });
  try {
    await context.addInitScript(watchForRegionButton, regionName);
    // The panel saves its lists in an idle moment after the first screen: waited for, so that no
    // save of the previous page lands in the middle of the next measurement.
    const listsSaved = (/** @type {Page} */ page) =>
      app.savesLists ? page.waitForFunction((key) => localStorage.getItem(key) !== null, SAVED_CACHE_KEY, { timeout: 30_000 }) : null;
    const signingIn = await context.newPage();
    await signIn(signingIn, app);
    await regionsShown(signingIn);
    await listsSaved(signingIn);
    const cdp = await context.newCDPSession(signingIn);
    await cdp.send('Storage.clearDataForOrigin', { origin: app.url, storageTypes: 'indexeddb' });
    await signingIn.evaluate((key) => localStorage.removeItem(key), SAVED_CACHE_KEY);
    await signingIn.close();

    const cold = await openInNewPage(context, app, '/homePage', { httpCache: false });
    await listsSaved(cold.page);
    await cold.page.close();
    const repeat = await openInNewPage(context, app, '/homePage', { httpCache: true });
    return { cold: cold.ms, repeat: repeat.ms };
  } finally {
    await context.close();
  }
}

/**
 * How the app's entry chunk reached Chromium on a first visit: the content-encoding nginx chose for
 * what Chromium accepted (it asks for brotli only over HTTPS and from localhost) and the bytes of
 * the body on the wire.
 * @param {Browser} browser @param {App} app @returns {Promise<{ encoding: string, bytes: number }>}
 */
export async function entryChunk(browser, app) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    /** @type {Map<string, import('playwright-core').Response>} */
    const responses = new Map();
    page.on('response', (response) => responses.set(response.url(), response));
    await app.network.beforeOpen();
    await page.goto(`${app.url}/health`, { waitUntil: 'load', timeout: OPEN_LIMIT_MS });
    const entry = await page.evaluate(() => document.querySelector('script[type="module"][src]')?.getAttribute('src'));
    const response = entry ? responses.get(new URL(entry, app.url).href) : undefined;
    if (!response) throw new Error(`no entry chunk loaded from ${app.url}`);
    const encoding = (await response.headerValue('content-encoding')) ?? 'identity';
    return { encoding, bytes: (await response.request().sizes()).responseBodySize };
  } finally {
    await context.close();
  }
}

/** A first visit through the bot's link, under the mobile profile: handshake, then the regions. @param {Browser} browser @param {App} app @param {string} regionName */
export async function throughVerify(browser, app, regionName) {
  const context = await browser.newContext({ viewport: PHONE, locale: 'ru-RU' });
  try {
    await context.addInitScript(watchForRegionButton, regionName);
    return (await openInNewPage(context, app, app.verifyPath, { httpCache: false })).ms;
  } finally {
    await context.close();
  }
}

/**
 * Clicks `target` and answers how long from the click until `spec` is seen, and painted. With
 * `leadMs`, the pointer rests on `target` that long first (a tap's touch, a hover); without, it
 * clicks the moment it arrives, nothing in between.
 * @param {Page} page @param {import('playwright-core').Locator} target @param {ViewSpec} spec @param {number} [leadMs]
 */
async function clickAndTime(page, target, spec, leadMs = 0) {
  await page.evaluate(armViewTimer, spec);
  if (leadMs > 0) {
    await target.hover();
    await page.waitForTimeout(leadMs);
  }
  await target.click();
  const timing = await page.evaluate(() => /** @type {import('./in-page.js').BenchWindow} */ (window).__benchView);
  if (!timing) throw new Error('the timer was not armed');
  return timing;
}

/**
 * The panel's screens at 4× CPU (network unthrottled, so the figures are the app's own): a region
 * of thousands of hotels, back to it from a hotel, a hotel's edit form, a media tab's first visit.
 * The pointer rests `leadMs` on the region, on the edit button and on the tab before clicking.
 * @param {Browser} browser @param {App} panel @param {Catalogue} catalogue @param {number} leadMs
 */
export async function interactions(browser, panel, catalogue, leadMs) {
  const context = await browser.newContext({ viewport: PHONE, locale: 'ru-RU' });
  try {
    await context.addInitScript(watchForRegionButton, catalogue.regionName);
    const page = await context.newPage();
    await signIn(page, panel);
    await regionsShown(page);
    const cdp = await context.newCDPSession(page);
    await throttle(cdp, { network: false, cpu: true });

    // A row's edit link: the list is painted once the first row is.
    const listPainted = { css: 'main a[aria-label^="Редактировать «"]', heading: `Отели региона ${catalogue.regionName}!` };
    const regionButton = page.getByRole('link', { name: catalogue.regionName, exact: true }).first();
    await page.waitForTimeout(READING_MS);
    const regionClick = await clickAndTime(page, regionButton, listPainted, leadMs);

    const firstEdit = page.locator(listPainted.css).first();
    const firstName = ((await firstEdit.getAttribute('aria-label')) ?? '').replace(/^Редактировать «(.*)»$/, '$1');
    await page.waitForTimeout(READING_MS);
    // The first row's name: its link to the detail.
    await page.getByRole('main').getByRole('listitem').first().getByRole('link').first().click();
    await page.getByRole('heading', { level: 1, name: firstName }).waitFor();
    await page.waitForTimeout(READING_MS);
    const backToList = await clickAndTime(page, page.getByRole('link', { name: 'Назад к списку отелей' }), listPainted);

    await page.waitForTimeout(READING_MS);
    const editForm = await clickAndTime(page, firstEdit, { css: 'input', value: firstName }, leadMs);

    const { hotel } = catalogue;
    await page.goto(`${panel.url}/homePage?view=HOTEL_DETAIL&regionId=1&hotelId=${hotel.id}&tab=news`);
    await page.getByRole('heading', { level: 1, name: hotel.name }).waitFor();
    await page.waitForTimeout(READING_MS);
    const photoTab = page.getByRole('tab', { name: 'Фото' });
    const mediaTab = await clickAndTime(page, photoTab, { css: 'button span', text: hotel.photo }, leadMs);

    return { regionClick, backToList, editForm, mediaTab };
  } finally {
    await context.close();
  }
}

/** Steps that each change the count of results, so each keystroke's result can be seen. */
export const SEARCH_QUERIES = ['9', '99', '999', '9999', 'sea', 'breeze 1'];
/** Typing pace: the next key comes this long after the previous results were drawn. */
const KEYSTROKE_GAP_MS = 100;

/** One run of the panel's search over the whole catalogue, unthrottled. @param {Browser} browser @param {App} panel */
export async function searchKeystrokes(browser, panel) {
  const context = await browser.newContext({ viewport: PHONE, locale: 'ru-RU' });
  try {
    const page = await context.newPage();
    await signIn(page, panel);
    await page.getByRole('navigation', { name: 'Действия' }).getByRole('link', { name: 'Найти отель' }).click();
    await page.getByText(/^Найдено: [1-9]/).waitFor({ timeout: 60_000 });
    /** @type {Record<string, { committed: number, painted: number, count: string }>} */
    const timings = {};
    for (const query of SEARCH_QUERIES) {
      await page.waitForTimeout(KEYSTROKE_GAP_MS);
      timings[query] = await page.evaluate(measureKeystroke, query);
    }
    return timings;
  } finally {
    await context.close();
  }
}

/**
 * One open of the search at 4× CPU, network unthrottled: from the click on «Найти отель», after the
 * main screen has been read a while, until the count of the whole catalogue is painted (the first
 * results are drawn with it). The catalogue is fetched by that click, as on a session's first search.
 * @param {Browser} browser @param {App} panel @param {number} catalogueSize
 */
export async function searchOpen(browser, panel, catalogueSize) {
  const context = await browser.newContext({ viewport: PHONE, locale: 'ru-RU' });
  try {
    const page = await context.newPage();
    await signIn(page, panel);
    const findHotel = page.getByRole('navigation', { name: 'Действия' }).getByRole('link', { name: 'Найти отель' });
    await findHotel.waitFor();
    const cdp = await context.newCDPSession(page);
    await throttle(cdp, { network: false, cpu: true });
    await page.waitForTimeout(READING_MS);
    return await clickAndTime(page, findHotel, { css: 'main p', text: `Найдено: ${catalogueSize}` });
  } finally {
    await context.close();
  }
}
