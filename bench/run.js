// `npm run bench`: the wall-clock budgets of GUIDE.md §7, measured apart from `npm test`.
//
// Builds the panel and a bare React + Router + Query page (bench/baseline/) into a temporary folder,
// serves both with `vite preview` against the fake API, all on free ports, and measures with Chromium:
//   - regions visible on a cold and on a repeat open of /homePage under Lighthouse's mobile profile,
//     for the panel and the baseline, runs interleaved, with the ratio panel / baseline;
//   - the panel's search keystroke over 10,000 hotels, unthrottled.
// Each figure is printed as a median with its spread over BENCH_RUNS runs (default 7) beside its goal.
// BENCH_PANEL_DIST=<folder> measures an existing build of the panel instead of building the working tree.
// A benchmark reports: a figure over its goal is printed, never a failure. The exit code is non-zero
// only when something could not be measured at all (a build error, no Chromium, a page that broke).
//
// Plain ESM JavaScript, so Node 20 runs it as is; the fake API (TypeScript) is loaded through Vite.
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build, preview, runnerImport } from 'vite';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RUNS = positiveInteger(process.env.BENCH_RUNS, 7);
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// An existing build of the panel to measure (copied, left untouched) instead of building the working tree.
const PANEL_BUILD = process.env.BENCH_PANEL_DIST;
const PHONE = { width: 390, height: 844 };
// Lighthouse's mobile profile: 4× CPU slowdown and "slow 4G" (150 ms RTT, 1.6 Mbps down, 750 kbps up).
const CPU_SLOWDOWN = 4;
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const UNTHROTTLED = { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };
// GUIDE.md §7, printed beside the figures as information.
const GOALS = { coldMs: 1300, repeatMs: 800, keystrokeMs: 50 };
const REGION_NAME = 'Анталья';
const HOTEL_COUNT = 10_000;
const QUERIES = ['9', '99', '999', '9999', 'sea', 'breeze 1'];
// Typing pace: the next key comes this long after the previous results were drawn.
const KEYSTROKE_GAP_MS = 100;

/** @param {string | undefined} text @param {number} fallback */
function positiveInteger(text, fallback) {
  const value = Number(text);
  return text && Number.isInteger(value) && value > 0 ? value : fallback;
}

/** Progress goes to stderr, so stdout holds the report alone. @param {string} message */
const progress = (message) => process.stderr.write(`bench: ${message}\n`);
/** @param {string} line */
const report = (line = '') => process.stdout.write(`${line}\n`);

// ---------------------------------------------------------------------------------------------------
// In the page

/**
 * An init script, in every document: records `performance.now()` (time since the navigation started)
 * the moment a visible button names the region. A MutationObserver sees the commit that adds it; a
 * per-frame check catches a button that only becomes visible later (a stylesheet, a folded column).
 * @param {string} regionName
 */
function watchForRegionButton(regionName) {
  const win = /** @type {Window & { __benchRegionsVisibleAt?: number }} */ (window);
  let done = false;
  const check = () => {
    if (done) return;
    for (const button of document.querySelectorAll('button')) {
      if (button.textContent?.includes(regionName) && button.checkVisibility()) {
        done = true;
        win.__benchRegionsVisibleAt = performance.now();
        observer.disconnect();
        return;
      }
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, characterData: true });
  const everyFrame = () => {
    check();
    if (!done) requestAnimationFrame(everyFrame);
  };
  requestAnimationFrame(everyFrame);
}

/**
 * Types `query` the way a keyboard does (React listens to `input` events) and times how long until the
 * count reads `expected` (results committed), and until the frame after that is drawn. As in
 * tests/e2e/hotels.test.ts before the timing moved here.
 * @param {{ query: string, expected: string }} step
 * @returns {Promise<{ committed: number, painted: number }>}
 */
function measureKeystroke({ query, expected }) {
  return new Promise((resolve, reject) => {
    const input = document.querySelector('input[type="search"]');
    const count = [...document.querySelectorAll('p')].find((element) => element.textContent?.startsWith('Найдено: '));
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    if (!(input instanceof HTMLInputElement) || !count || !setValue) return reject(new Error('search box or count not found'));
    const timeout = setTimeout(() => reject(new Error(`"${expected}" did not appear`)), 10_000);
    let started = 0;
    const observer = new MutationObserver(() => {
      if (count.textContent !== expected) return;
      const committed = performance.now() - started;
      observer.disconnect();
      clearTimeout(timeout);
      requestAnimationFrame(() => resolve({ committed, painted: performance.now() - started }));
    });
    observer.observe(count, { childList: true, characterData: true, subtree: true });
    started = performance.now();
    setValue.call(input, query);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

// ---------------------------------------------------------------------------------------------------
// Measurements

/** @typedef {import('playwright-core').Browser} Browser */
/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('playwright-core').CDPSession} CDPSession */
/** @typedef {{ name: string, url: string, signIn: (page: Page) => Promise<void> }} App */

/** @param {CDPSession} cdp @param {boolean} on */
async function throttle(cdp, on) {
  await cdp.send('Network.emulateNetworkConditions', on ? SLOW_4G : UNTHROTTLED);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: on ? CPU_SLOWDOWN : 1 });
}

/** Opens `url` and answers how long after the navigation started a region button was visible. @param {Page} page @param {string} url */
async function regionsVisibleMs(page, url) {
  await page.goto(url, { waitUntil: 'commit' });
  // Polled sparingly: the check runs in the page, on the throttled main thread it is measuring.
  const visibleAt = await page.waitForFunction(
    () => /** @type {Window & { __benchRegionsVisibleAt?: number }} */ (window).__benchRegionsVisibleAt,
    undefined,
    { polling: 250, timeout: 60_000 },
  );
  return /** @type {number} */ (await visibleAt.jsonValue());
}

/**
 * One run of an app: signed in and opened once unthrottled (as a user who has been here before, with
 * warm connections), then under the mobile profile a cold open (cache disabled) and a repeat open
 * (the HTTP cache as that first visit left it).
 * @param {Browser} browser @param {App} app
 */
async function openRegions(browser, app) {
  const context = await browser.newContext({ viewport: PHONE, locale: 'ru-RU' });
  try {
    await context.addInitScript(watchForRegionButton, REGION_NAME);
    const page = await context.newPage();
    await app.signIn(page);
    await page.waitForFunction(() => /** @type {Window & { __benchRegionsVisibleAt?: number }} */ (window).__benchRegionsVisibleAt);

    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await throttle(cdp, true);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const cold = await regionsVisibleMs(page, `${app.url}/homePage`);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    const repeat = await regionsVisibleMs(page, `${app.url}/homePage`);
    return { cold, repeat };
  } finally {
    await context.close();
  }
}

const generatedName = (/** @type {number} */ index) => `Sea Breeze ${String(index + 1).padStart(5, '0')}`;

const HOTELS = Array.from({ length: HOTEL_COUNT }, (_, index) => ({
  hotel_id: index + 1,
  hotel_name: generatedName(index),
  hotel_description: 'Сгенерированный отель',
  services: 'Wi-Fi',
  for_child: 'Клуб',
  resto: 'Ресторан',
  recommend_list: 0,
  stars: (index % 5) + 1,
  google_maps: 'https://www.google.com/maps?q=36.8,30.6',
  deposit: null,
  beach_id: null,
  region_id: (index % 5) + 1,
  is_active: index % 9 !== 0,
}));

const STEPS = QUERIES.map((query) => ({
  query,
  expected: `Найдено: ${HOTELS.filter((hotel) => hotel.hotel_name.toLowerCase().includes(query)).length}`,
}));

/** One run of the panel's search over 10,000 hotels, unthrottled. @param {Browser} browser @param {App} panel */
async function searchKeystrokes(browser, panel) {
  const context = await browser.newContext({ viewport: PHONE, locale: 'ru-RU' });
  try {
    const page = await context.newPage();
    // Only the all-hotels list is replaced; the fake API still answers (and allows the origin).
    await page.route(/\/v1\/hotels\?include_inactive=true$/, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: HOTELS });
    });
    await panel.signIn(page);
    await page.getByRole('navigation', { name: 'Действия' }).getByRole('button', { name: 'Найти отель' }).click();
    await page.getByText(`Найдено: ${HOTEL_COUNT}`, { exact: true }).waitFor();
    /** @type {Record<string, { committed: number, painted: number }>} */
    const timings = {};
    for (const step of STEPS) {
      await page.waitForTimeout(KEYSTROKE_GAP_MS);
      timings[step.query] = await page.evaluate(measureKeystroke, step);
    }
    return timings;
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------------
// Figures

/** @param {number[]} values @param {number} q 0..1, linear interpolation */
function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * q;
  const below = sorted[Math.floor(position)] ?? NaN;
  const above = sorted[Math.ceil(position)] ?? NaN;
  return below + (above - below) * (position - Math.floor(position));
}

/** @param {number[]} values */
const stats = (values) => ({
  median: quantile(values, 0.5),
  p25: quantile(values, 0.25),
  p75: quantile(values, 0.75),
  min: Math.min(...values),
  max: Math.max(...values),
});

/** @param {number} ms */
const fmt = (ms) => (ms >= 100 ? ms.toFixed(0) : ms.toFixed(1));

/** "median  [p25–p75]  min–max" of a list of milliseconds. @param {number[]} values */
function spread(values) {
  const s = stats(values);
  return `${fmt(s.median).padStart(6)} ms   p25–p75 ${fmt(s.p25)}–${fmt(s.p75)}   min–max ${fmt(s.min)}–${fmt(s.max)}`;
}

/** @param {number} value @param {number} goal */
const verdict = (value, goal) => `goal ${goal < 1000 ? `${goal} ms` : `${goal / 1000} s`}: ${value <= goal ? 'met' : 'missed'}`;

/**
 * @param {string} title
 * @param {number[]} panel
 * @param {number[]} baseline
 * @param {number} goal
 */
function reportOpen(title, panel, baseline, goal) {
  const panelMedian = stats(panel).median;
  const ratio = panelMedian / stats(baseline).median;
  const paired = panel.map((value, run) => value / (baseline[run] ?? NaN));
  report(title);
  report(`  panel      ${spread(panel)}   (${verdict(panelMedian, goal)})`);
  report(`  baseline   ${spread(baseline)}`);
  report(`  ratio      ${ratio.toFixed(2)}× panel / baseline (medians); per run ${stats(paired).min.toFixed(2)}–${stats(paired).max.toFixed(2)}×`);
}

// ---------------------------------------------------------------------------------------------------
// Servers and the run

/**
 * Hashed assets as a production server sends them (cached for good); `vite preview` alone asks the
 * browser to revalidate each one, which would make a repeat open measure round trips, not the app.
 * @type {import('vite').Plugin}
 */
const immutableAssets = {
  name: 'bench:immutable-assets',
  configurePreviewServer(server) {
    server.middlewares.use((request, response, next) => {
      if (request.url?.startsWith('/assets/')) response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      next();
    });
  },
};

/** `vite preview` of a build on a free port, as tests/e2e/global-setup.ts serves the panel. @param {string} outDir */
async function serve(outDir) {
  const server = await preview({
    configFile: false,
    plugins: [immutableAssets],
    logLevel: 'warn',
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1' },
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error(`preview of ${outDir} has no port`);
  return { url: `http://127.0.0.1:${address.port}`, close: () => new Promise((resolve) => server.httpServer.close(resolve)) };
}

/** @param {string} apiUrl */
async function accessToken(apiUrl) {
  const response = await fetch(`${apiUrl}/admin/verify`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ tg_id: 1, hash: 'demo' }),
  });
  if (!response.ok) throw new Error(`POST /admin/verify answered ${response.status}`);
  return /** @type {{ access_token: string }} */ (await response.json()).access_token;
}

async function main() {
  const startedAt = Date.now();
  const loadBefore = loadavg()[0] ?? NaN;
  /** @type {(() => Promise<unknown>)[]} */
  const cleanups = [];
  const workDir = await mkdtemp(join(tmpdir(), 'hotel-bench-'));
  cleanups.push(() => rm(workDir, { recursive: true, force: true }));
  try {
    const panelDir = join(workDir, 'panel');
    const baselineDir = join(workDir, 'baseline');
    if (PANEL_BUILD) {
      progress(`copying the panel's build from ${PANEL_BUILD}, building the baseline…`);
      await cp(PANEL_BUILD, panelDir, { recursive: true });
    } else {
      progress('building the panel and the baseline…');
      await build({ root: ROOT, configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn', build: { outDir: panelDir, emptyOutDir: true } });
    }
    await build({ configFile: join(ROOT, 'bench/baseline/vite.config.ts'), logLevel: 'warn', build: { outDir: baselineDir, emptyOutDir: true } });

    const { module } = await runnerImport(join(ROOT, 'mocks/http/index.ts'));
    const { startFakeApi } = /** @type {typeof import('../mocks/http/index.ts')} */ (module);
    const api = await startFakeApi({ port: 0 });
    cleanups.push(() => api.close());
    // Both pages find the API as an operator would point a deployed panel at it: through config.js.
    const config = `window.__APP_CONFIG__ = { apiBaseUrl: '${api.url}' };\n`;
    await writeFile(join(panelDir, 'config.js'), config);
    await writeFile(join(baselineDir, 'config.js'), config);
    const panelServer = await serve(panelDir);
    cleanups.push(panelServer.close);
    const baselineServer = await serve(baselineDir);
    cleanups.push(baselineServer.close);

    /** @type {App} */
    const panel = {
      name: 'panel',
      url: panelServer.url,
      signIn: async (page) => {
        await page.goto(`${panelServer.url}/verify?tg_id=1&hash=demo`);
        await page.waitForURL(/\/homePage/);
      },
    };
    /** @type {App} */
    const baseline = {
      name: 'baseline',
      url: baselineServer.url,
      // The same token the panel's handshake would have stored, in the same cookie.
      signIn: async (page) => {
        await page.context().addCookies([{ name: 'jwtToken', value: await accessToken(api.url), url: baselineServer.url }]);
        await page.goto(`${baselineServer.url}/homePage`);
      },
    };

    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
    });
    cleanups.push(() => browser.close());

    /** @type {Record<string, { cold: number[], repeat: number[] }>} */
    const opens = { panel: { cold: [], repeat: [] }, baseline: { cold: [], repeat: [] } };
    /** @type {Record<string, { committed: number[], painted: number[] }>} */
    const keystrokes = Object.fromEntries(QUERIES.map((query) => [query, { committed: [], painted: [] }]));
    for (let run = 0; run < RUNS; run += 1) {
      progress(`run ${run + 1}/${RUNS}`);
      // Alternating which app goes first cancels a machine that slows down or speeds up over a run.
      for (const app of run % 2 === 0 ? [panel, baseline] : [baseline, panel]) {
        const { cold, repeat } = await openRegions(browser, app);
        opens[app.name]?.cold.push(cold);
        opens[app.name]?.repeat.push(repeat);
      }
      const timings = await searchKeystrokes(browser, panel);
      for (const [query, timing] of Object.entries(timings)) {
        keystrokes[query]?.committed.push(timing.committed);
        keystrokes[query]?.painted.push(timing.painted);
      }
    }

    const loadAfter = loadavg()[0] ?? NaN;
    report();
    report(`npm run bench — ${RUNS} runs, interleaved; Chromium ${browser.version()}; ${cpus().length} CPUs,`);
    report(`load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after. Goals are GUIDE.md §7's, for information.`);
    report();
    report(`Regions visible after navigating to /homePage, signed in (mobile profile: ${CPU_SLOWDOWN}× CPU, slow 4G, 390×844).`);
    report('Baseline: bench/baseline/, a bare React + Router + Query page on the same data path. Both served by');
    report('`vite preview` (gzip; hashed /assets/ cacheable for good, as in production) against the fake API.');
    report();
    const { panel: p, baseline: b } = opens;
    if (p && b) {
      reportOpen('cold open (cache disabled)', p.cold, b.cold, GOALS.coldMs);
      report();
      reportOpen('repeat open (HTTP cache of a previous visit)', p.repeat, b.repeat, GOALS.repeatMs);
    }
    report();
    report(`Search keystroke over ${HOTEL_COUNT.toLocaleString('en')} hotels, panel, unthrottled: keystroke → next frame (results committed).`);
    const allPainted = [];
    for (const step of STEPS) {
      const timing = keystrokes[step.query];
      if (!timing) continue;
      allPainted.push(...timing.painted);
      const label = `"${step.query}"`.padEnd(11);
      report(`  ${label}${spread(timing.painted)}   (committed ${fmt(stats(timing.committed).median)} ms)   ${step.expected}`);
    }
    const worst = stats(allPainted);
    report(`  all steps  ${spread(allPainted)}   (goal < ${GOALS.keystrokeMs} ms: ${worst.max < GOALS.keystrokeMs ? 'met by every keystroke' : `median ${worst.median < GOALS.keystrokeMs ? 'met' : 'missed'}, slowest ${fmt(worst.max)} ms`})`);
    report();
    report(`(${((Date.now() - startedAt) / 1000).toFixed(0)} s in all)`);
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  }
}

main().then(
  // Vite's module runner and servers may hold handles open; the report is done.
  () => process.exit(0),
  (error) => {
    console.error('bench: could not measure:', error);
    process.exit(1);
  },
);
