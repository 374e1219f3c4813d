// Where an open's time goes on the real network: each request until the regions are visible, with
// its connection setup, its first byte and its end, as Chromium's Network domain reports them (on in
// every page of the bare Chromium anyway, for the throttling).
import { throttle } from './scenarios.js';
import { inContext, newPage, waitInPage } from './uninspected.js';

/** @typedef {import('./scenarios.js').App} App */
/**
 * @typedef {object} Row One request of the waterfall, in ms from the navigation's start.
 * @property {number} start
 * @property {[number, number] | undefined} connect a connection of its own: DNS, TCP and TLS (the
 *   shaping proxy delays the bytes, so Chromium counts all three in its TLS handshake)
 * @property {number | undefined} firstByte
 * @property {number | undefined} done
 * @property {number} bytes on the wire, headers included
 * @property {string} what method, address, kind and the priority Chromium gave it
 */

/**
 * Opens `path` of `app` once at 4× CPU in the bare Chromium, as a measured open without the Runtime
 * domain does, and answers every request that started before the regions were visible, and when
 * they were.
 * @param {import('./bare-chromium.js').BareChromium} chromium @param {App} app @param {string} path @param {string} regionName
 * @returns {Promise<{ rows: Row[], visibleAt: number }>}
 */
export function waterfall(chromium, app, path, regionName) {
  return inContext(chromium, app, async (browserContextId) => {
    const opened = await newPage(chromium, browserContextId, regionName);
    /** @type {Map<string, { start: number, method: string, url: string, type: string, priority: string, row?: Partial<Row> }>} */
    const requests = new Map();
    /** Seconds, Chromium's monotonic clock, of the navigation's request. @type {number | undefined} */
    let origin;
    const ms = (/** @type {number} */ seconds) => (seconds - (origin ?? seconds)) * 1000;
    const stopListening = chromium.listen((method, params, sessionId) => {
      if (sessionId !== opened.sessionId) return;
      if (method === 'Network.requestWillBeSent') {
        origin ??= params.timestamp;
        const { method: verb, url, initialPriority } = params.request;
        requests.set(params.requestId, { start: ms(params.timestamp), method: verb, url, type: params.type ?? '', priority: initialPriority });
      }
      const request = requests.get(params.requestId);
      if (!request) return;
      if (method === 'Network.responseReceived' && params.response.timing) {
        const { timing } = params.response;
        const at = (/** @type {number} */ offset) => ms(timing.requestTime) + offset;
        request.type = params.type;
        request.row = {
          connect: timing.connectEnd > timing.connectStart ? [at(timing.connectStart), at(timing.connectEnd)] : undefined,
          firstByte: at(timing.receiveHeadersEnd),
        };
      }
      if (method === 'Network.loadingFinished') request.row = { ...request.row, done: ms(params.timestamp), bytes: params.encodedDataLength };
    });
    try {
      await throttle(opened.page, { network: app.network.emulated, cpu: true });
      await opened.page.send('Network.setCacheDisabled', { cacheDisabled: true });
      await app.network.beforeOpen();
      await opened.page.send('Page.navigate', { url: `${app.url}${path}` });
      const visibleAt = /** @type {number} */ (await waitInPage(opened.page, 'window.__benchRegionsVisibleAt', `a region button after opening ${path}`));
      const rows = [...requests.values()]
        .filter(({ start }) => start < visibleAt)
        .sort((a, b) => a.start - b.start)
        .map(({ start, method, url, type, priority, row }) => ({
          start,
          connect: row?.connect,
          firstByte: row?.firstByte,
          done: row?.done,
          bytes: row?.bytes ?? 0,
          what: `${method.padEnd(7)} ${url.replace(/^https?:\/\//, '').replace(/\?.*/, '?…')} (${type}, ${priority})`,
        }));
      return { rows, visibleAt };
    } finally {
      stopListening();
      await opened.close();
    }
  });
}

/** The rows as lines of text. @param {Row[]} rows */
export function waterfallLines(rows) {
  const time = (/** @type {number | undefined} */ value) => (value === undefined ? '—' : value.toFixed(0)).padStart(5);
  return rows.map(({ start, connect, firstByte, done, bytes, what }) => {
    const connecting = connect ? `${time(connect[0])}–${time(connect[1]).trim().padEnd(5)}` : ''.padEnd(11);
    return `${time(start)}  ${connecting}  ${time(firstByte)}  ${time(done)}  ${(bytes / 1000).toFixed(1).padStart(6)} kB  ${what}`;
  });
}
