// The opens measured again in the bare Chromium (bare-chromium.js), with no more of the protocol on than
// Network (the throttling needs it) and Page (the watcher of the region button): as an admin's phone
// runs the panel. See docs/decisions/0020-verify-without-runtime-domain.md.
import { OPEN_LIMIT_MS, OPEN_POLL_MS, PHONE, SAVED_CACHE_KEY, throttle } from './scenarios.js';
import { watchForRegionButton } from './in-page.js';

/** @typedef {import('./bare-chromium.js').ProtocolSession} ProtocolSession */
/** @typedef {import('./bare-chromium.js').BareChromium} BareChromium */
/** @typedef {import('./scenarios.js').App} App */

/**
 * A new page of the bare Chromium (a renderer of its own, nothing compiled yet), in `browserContextId`
 * or in the browser's own profile, with the watcher for the region button.
 * @param {BareChromium} chromium @param {string | undefined} browserContextId @param {string} regionName
 */
export async function newPage(chromium, browserContextId, regionName) {
  const { targetId } = await chromium.send('Target.createTarget', { url: 'about:blank', browserContextId });
  const { sessionId } = await chromium.send('Target.attachToTarget', { targetId, flatten: true });
  /** @type {ProtocolSession} */
  const page = { send: (method, params) => chromium.send(method, params, sessionId) };
  await page.send('Emulation.setDeviceMetricsOverride', { ...PHONE, deviceScaleFactor: 1, mobile: false });
  await page.send('Emulation.setLocaleOverride', { locale: 'ru-RU' });
  await page.send('Network.enable');
  await page.send('Page.enable');
  await page.send('Page.addScriptToEvaluateOnNewDocument', { source: `(${watchForRegionButton})(${JSON.stringify(regionName)})` });
  return { page, sessionId, close: () => chromium.send('Target.closeTarget', { targetId }) };
}

/**
 * Runs `measure` with a browser context for the opens of `app`: an off-the-record one of its own,
 * disposed afterwards, or the browser's own profile with the network's origins cleared first (its
 * HTTP cache, cookies and storage).
 * @template T @param {BareChromium} chromium @param {App} app @param {(browserContextId: string | undefined) => Promise<T>} measure
 */
export async function inContext(chromium, app, measure) {
  const origins = app.network.ownProfile;
  if (origins) {
    const { targetId } = await chromium.send('Target.createTarget', { url: 'about:blank' });
    const { sessionId } = await chromium.send('Target.attachToTarget', { targetId, flatten: true });
    await chromium.send('Network.enable', {}, sessionId);
    await chromium.send('Network.clearBrowserCache', {}, sessionId);
    await chromium.send('Network.clearBrowserCookies', {}, sessionId);
    for (const origin of origins) await chromium.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' }, sessionId);
    await chromium.send('Target.closeTarget', { targetId });
    return measure(undefined);
  }
  const { browserContextId } = await chromium.send('Target.createBrowserContext');
  try {
    return await measure(browserContextId);
  } finally {
    await chromium.send('Target.disposeBrowserContext', { browserContextId });
  }
}

/**
 * Evaluates `expression` in the page until it is true or a number, and answers that value.
 * Runtime.evaluate works without Runtime.enable, which is what must stay off.
 * @param {ProtocolSession} page @param {string} expression @param {string} what
 */
export async function waitInPage(page, expression, what) {
  const deadline = Date.now() + OPEN_LIMIT_MS;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, OPEN_POLL_MS));
    const { result } = await page.send('Runtime.evaluate', { expression, returnByValue: true });
    if (result.value === true || typeof result.value === 'number') return result.value;
  }
  throw new Error(`${what} not seen within ${OPEN_LIMIT_MS / 1000} s`);
}

/** @param {ProtocolSession} page @param {string} url */
async function regionsVisibleMs(page, url) {
  await page.send('Page.navigate', { url });
  return /** @type {number} */ (await waitInPage(page, 'window.__benchRegionsVisibleAt', `a region button after opening ${url}`));
}

/** @param {ProtocolSession} page @param {App} app */
const listsSaved = (page, app) =>
  app.savesLists ? waitInPage(page, `localStorage.getItem(${JSON.stringify(SAVED_CACHE_KEY)}) !== null`, 'the saved lists') : null;

/**
 * Opens `path` of `app` in a new page under the mobile profile.
 * @param {BareChromium} chromium @param {string | undefined} browserContextId @param {string} regionName @param {App} app @param {string} path
 * @param {{ httpCache: boolean }} options
 */
async function openThrottled(chromium, browserContextId, regionName, app, path, { httpCache }) {
  const opened = await newPage(chromium, browserContextId, regionName);
  await throttle(opened.page, { network: app.network.emulated, cpu: true });
  await opened.page.send('Network.setCacheDisabled', { cacheDisabled: !httpCache });
  await app.network.beforeOpen();
  return { ...opened, ms: await regionsVisibleMs(opened.page, `${app.url}${path}`) };
}

/**
 * `opens` of scenarios.js without the Runtime domain: signed in unthrottled, then a cold open and a
 * repeat open of /homePage, each in a new page.
 * @param {BareChromium} chromium @param {App} app @param {string} regionName
 */
export async function opensUninspected(chromium, app, regionName) {
  return inContext(chromium, app, async (browserContextId) => {
    const signingIn = await newPage(chromium, browserContextId, regionName);
    if (app.signInCookie) await signingIn.page.send('Network.setCookie', { ...app.signInCookie, url: app.url });
    await regionsVisibleMs(signingIn.page, `${app.url}${app.signInPath}`);
    await listsSaved(signingIn.page, app);
    await signingIn.page.send('Storage.clearDataForOrigin', { origin: app.url, storageTypes: 'indexeddb' });
    await signingIn.page.send('Runtime.evaluate', { expression: `localStorage.removeItem(${JSON.stringify(SAVED_CACHE_KEY)})` });
    await signingIn.close();

    const cold = await openThrottled(chromium, browserContextId, regionName, app, '/homePage', { httpCache: false });
    await listsSaved(cold.page, app);
    await cold.close();
    const repeat = await openThrottled(chromium, browserContextId, regionName, app, '/homePage', { httpCache: true });
    await repeat.close();
    return { cold: cold.ms, repeat: repeat.ms };
  });
}

/**
 * `throughVerify` of scenarios.js without the Runtime domain: a first visit through the bot's link.
 * @param {BareChromium} chromium @param {App} app @param {string} regionName
 */
export async function throughVerifyUninspected(chromium, app, regionName) {
  return inContext(chromium, app, async (browserContextId) => {
    const opened = await openThrottled(chromium, browserContextId, regionName, app, app.verifyPath, { httpCache: false });
    await opened.close();
    return opened.ms;
  });
}
