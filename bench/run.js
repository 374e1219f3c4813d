// `npm run bench`: the wall-clock budgets of GUIDE.md §7 and issue 10, measured apart from `npm test`.
//
// Builds the panel and a bare React + Router + Query page (bench/baseline/) into a temporary folder,
// serves both as in production (deploy/'s nginx: brotli, immutable assets, config.js) against the fake
// API seeded with the big catalogue (10,000 hotels, 3,265 in Анталья), all on free ports, and measures
// with Chromium at 390×844:
//   - under Lighthouse's mobile profile (4× CPU, slow 4G), regions visible on a cold open of /homePage,
//     on a first open through /verify and on a repeat open, each in a page of its own (a renderer with
//     nothing compiled yet), for the panel and the baseline, runs interleaved, with the ratio panel /
//     baseline; every open twice, in Playwright and without the Runtime domain it turns on
//     (lib/uninspected.js);
//   - at 4× CPU, the panel's interactions: region click → list painted, back from a hotel to that list,
//     a hotel's edit form, a media tab's first visit (with the pointer resting on the control first,
//     and clicking at once);
//   - the panel's search keystroke over the whole catalogue, unthrottled.
// Each figure is printed as a median with its spread over BENCH_RUNS runs (default 7) beside its goal.
// BENCH_PANEL_DIST=<folder> measures an existing build of the panel instead of building the working tree.
// A benchmark reports: a figure over its goal is printed, never a failure. A measurement that broke in
// one run (a timeout on a busy machine) is left out of that run and named under the report; the exit
// code is non-zero only when nothing could be measured at all (a build error, no Chromium).
//
// Plain ESM JavaScript, so Node 20 runs it as is; the fake API (TypeScript) is loaded through Vite.
import { chmod, cp, mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build, runnerImport } from 'vite';
import { CPU_SLOWDOWN, INTENT_LEAD_MS, SEARCH_QUERIES, interactions, opens, searchKeystrokes, throughVerify } from './lib/scenarios.js';
import { launchBareChromium } from './lib/bare-chromium.js';
import { opensUninspected, throughVerifyUninspected } from './lib/uninspected.js';
import { accessToken, serve } from './lib/servers.js';
import { fmt, ratio, spread, stats, verdict } from './lib/stats.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RUNS = positiveInteger(process.env.BENCH_RUNS, 7);
// An existing build of the panel to measure (copied, left untouched) instead of building the working tree.
const PANEL_BUILD = process.env.BENCH_PANEL_DIST;
// GUIDE.md §7 and issue 10, printed beside the figures as information.
const GOALS = { coldMs: 1300, repeatMs: 800, listMs: 300, editFormMs: 250, mediaTabMs: 200, keystrokeMs: 50 };
const VERIFY_PATH = '/verify?tg_id=1&hash=demo';
/** A demo hotel of the crowded region with photos: its «Фото» tab is the media tab measured. */
const MEDIA_HOTEL_ID = 1;

/** @param {string | undefined} text @param {number} fallback */
function positiveInteger(text, fallback) {
  const value = Number(text);
  return text && Number.isInteger(value) && value > 0 ? value : fallback;
}

/** Progress goes to stderr, so stdout holds the report alone. @param {string} message */
const progress = (message) => process.stderr.write(`bench: ${message}\n`);
/** @param {string} line */
const report = (line = '') => process.stdout.write(`${line}\n`);

/** @typedef {import('./lib/scenarios.js').App} App */
/** @typedef {import('./lib/scenarios.js').Catalogue} Catalogue */

/** Measurements that broke, once each: a run goes on without that figure. */
const failures = new Map();

/**
 * Runs one measurement; a failure is remembered and printed with the report instead of stopping the
 * bench, since a busy machine can time out one run of many.
 * @template T @param {string} what @param {() => Promise<T>} measure @returns {Promise<T | undefined>}
 */
async function attempt(what, measure) {
  try {
    return await measure();
  } catch (error) {
    if (!failures.has(what)) failures.set(what, error instanceof Error ? error.message.split('\n')[0] : String(error));
    progress(`${what} failed: ${String(error)}`);
    return undefined;
  }
}

/** What the interactions open, as the fake API serves it. @param {string} apiUrl @param {number} regionId @returns {Promise<Catalogue>} */
async function readCatalogue(apiUrl, regionId) {
  const headers = { Authorization: `Bearer ${await accessToken(apiUrl)}` };
  const get = async (/** @type {string} */ path) => {
    const response = await fetch(`${apiUrl}/${path}`, { headers });
    if (!response.ok) throw new Error(`GET /${path} answered ${response.status}`);
    return /** @type {unknown} */ (await response.json());
  };
  const regions = /** @type {{ id: number, region_name: string }[]} */ (await get('v1/regions'));
  const regionHotels = /** @type {unknown[]} */ (await get(`v1/hotels?region_id=${regionId}&include_inactive=true`));
  const [hotel] = /** @type {{ hotel_name: string }[]} */ (await get(`v1/hotels?hotel_id=${MEDIA_HOTEL_ID}`));
  const photos = /** @type {{ photo: { photo_name: string }[] }} */ (await get(`v1/photos/hotel/${MEDIA_HOTEL_ID}`)).photo;
  const regionName = regions.find((region) => region.id === regionId)?.region_name;
  if (!regionName || !hotel || !photos[0]) throw new Error('the fake API lacks the region, the hotel or its photos the bench opens');
  return { regionName, regionHotels: regionHotels.length, hotel: { id: MEDIA_HOTEL_ID, name: hotel.hotel_name, photo: photos[0].photo_name } };
}

/** @param {string} title @param {number[]} panel @param {number[] | undefined} baseline @param {number} goal */
function reportOpen(title, panel, baseline, goal) {
  report(title);
  report(`  panel      ${spread(panel)}   (${verdict(panel, goal)})`);
  if (baseline) {
    report(`  baseline   ${spread(baseline)}`);
    report(`  ratio      ${ratio(panel, baseline)}`);
  }
}

async function main() {
  const startedAt = Date.now();
  const loadBefore = loadavg()[0] ?? NaN;
  /** @type {(() => Promise<unknown>)[]} */
  const cleanups = [];
  const workDir = await mkdtemp(join(tmpdir(), 'hotel-bench-'));
  cleanups.push(() => rm(workDir, { recursive: true, force: true }));
  // Readable by nginx's workers, which run as another user when the bench runs as root.
  await chmod(workDir, 0o755);
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

    const http = /** @type {typeof import('../mocks/http/index.ts')} */ ((await runnerImport(join(ROOT, 'mocks/http/index.ts'))).module);
    const db = /** @type {typeof import('../mocks/db/index.ts')} */ ((await runnerImport(join(ROOT, 'mocks/db/index.ts'))).module);
    const api = await http.startFakeApi({ port: 0, catalogueSize: db.BIG_CATALOGUE_SIZE });
    cleanups.push(() => api.close());
    const catalogue = await readCatalogue(api.url, db.CROWDED_REGION_ID);
    // Both pages find the API as an operator would point a deployed panel at it: through config.js.
    const panelServer = await serve(panelDir, api.url);
    cleanups.push(panelServer.close);
    const baselineServer = await serve(baselineDir, api.url);
    cleanups.push(baselineServer.close);

    /** @type {App} */
    const panel = {
      name: 'panel',
      url: panelServer.url,
      verifyPath: VERIFY_PATH,
      signInPath: VERIFY_PATH,
      savesLists: true,
    };
    /** @type {App} */
    const baseline = {
      name: 'baseline',
      url: baselineServer.url,
      verifyPath: VERIFY_PATH,
      signInPath: '/homePage',
      // The same token the panel's handshake would have stored, in the same cookie.
      signInCookie: { name: 'jwtToken', value: await accessToken(api.url) },
      savesLists: false,
    };

    // Without desktop Chromium's own interface pages, which would share the cores with each open (record 0022).
    const launching = /** @type {typeof import('../scripts/chromium.ts')} */ ((await runnerImport(join(ROOT, 'scripts/chromium.ts'))).module);
    const browser = await chromium.launch(await launching.chromiumLaunchOptions(chromium));
    cleanups.push(() => browser.close());
    const bareChromium = launchBareChromium(launching.CHROMIUM_PATH, [...launching.BARE_CHROMIUM_ARGS, `--user-data-dir=${join(workDir, 'bare-chromium')}`]);
    cleanups.push(bareChromium.close);

    /**
     * @typedef {{ cold: number[], repeat: number[], verify: number[] }} StartFigures
     * @type {Record<string, { inspected: StartFigures, uninspected: StartFigures }>}
     */
    const starts = {
      panel: { inspected: { cold: [], repeat: [], verify: [] }, uninspected: { cold: [], repeat: [], verify: [] } },
      baseline: { inspected: { cold: [], repeat: [], verify: [] }, uninspected: { cold: [], repeat: [], verify: [] } },
    };
    // Every start twice: in Playwright, and in the bare Chromium without the Runtime domain (record 0020).
    const region = catalogue.regionName;
    /** @type {{ key: 'inspected' | 'uninspected', title: string, opens: (app: App) => Promise<{ cold: number, repeat: number }>, verify: (app: App) => Promise<number> }[]} */
    const startWays = [
      {
        key: 'inspected',
        title: 'in Playwright',
        opens: (app) => opens(browser, app, region),
        verify: (app) => throughVerify(browser, app, region),
      },
      {
        key: 'uninspected',
        title: 'without the Runtime domain',
        opens: (app) => opensUninspected(bareChromium, app, region),
        verify: (app) => throughVerifyUninspected(bareChromium, app, region),
      },
    ];
    /** @type {Record<string, number[]>} */
    const screens = { regionClick: [], regionClickAtOnce: [], backToList: [], editForm: [], editFormAtOnce: [], mediaTab: [], mediaTabAtOnce: [] };
    /** @type {Record<string, { committed: number[], painted: number[], count: string }>} */
    const keystrokes = Object.fromEntries(SEARCH_QUERIES.map((query) => [query, { committed: [], painted: [], count: '' }]));
    for (let run = 0; run < RUNS; run += 1) {
      progress(`run ${run + 1}/${RUNS}`);
      // Alternating which app goes first cancels a machine that slows down or speeds up over a run.
      for (const app of run % 2 === 0 ? [panel, baseline] : [baseline, panel]) {
        for (const way of startWays) {
          const figures = starts[app.name]?.[way.key];
          if (!figures) continue;
          const open = await attempt(`${app.name} opens, ${way.title}`, () => way.opens(app));
          if (open) {
            figures.cold.push(open.cold);
            figures.repeat.push(open.repeat);
          }
          const verify = await attempt(`${app.name} through /verify, ${way.title}`, () => way.verify(app));
          if (verify !== undefined) figures.verify.push(verify);
        }
      }
      const withLead = await attempt('interactions', () => interactions(browser, panel, catalogue, INTENT_LEAD_MS));
      const atOnce = await attempt('interactions, clicking at once', () => interactions(browser, panel, catalogue, 0));
      if (withLead) {
        screens.regionClick?.push(withLead.regionClick.painted);
        screens.backToList?.push(withLead.backToList.painted);
        screens.editForm?.push(withLead.editForm.painted);
        screens.mediaTab?.push(withLead.mediaTab.painted);
      }
      if (atOnce) {
        screens.regionClickAtOnce?.push(atOnce.regionClick.painted);
        screens.editFormAtOnce?.push(atOnce.editForm.painted);
        screens.mediaTabAtOnce?.push(atOnce.mediaTab.painted);
      }
      const timings = await attempt('search', () => searchKeystrokes(browser, panel));
      for (const [query, timing] of Object.entries(timings ?? {})) {
        const figures = keystrokes[query];
        if (!figures) continue;
        figures.committed.push(timing.committed);
        figures.painted.push(timing.painted);
        figures.count = timing.count;
      }
    }

    const loadAfter = loadavg()[0] ?? NaN;
    report();
    report(`npm run bench — ${RUNS} runs, interleaved; Chromium ${browser.version()}; ${cpus().length} CPUs,`);
    report(`load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after. Goals are GUIDE.md §7's and issue 10's, for information.`);
    report(`Fake API: ${db.BIG_CATALOGUE_SIZE.toLocaleString('en')} hotels, ${catalogue.regionHotels.toLocaleString('en')} of them in ${catalogue.regionName}.`);
    report();
    report(`Start: regions visible, from navigation start (mobile profile: ${CPU_SLOWDOWN}× CPU, slow 4G, 390×844).`);
    report('Baseline: bench/baseline/, a bare React + Router + Query page on the same data path. Both served by');
    report("deploy/'s nginx configuration (brotli; hashed /assets/ cacheable for good) against the fake API.");
    report();
    const { panel: p, baseline: b } = starts;
    if (p && b) {
      report('Each open in a page of its own: a renderer with nothing compiled yet, as a Mini App opened from Telegram');
      report('(record 0021). Measured twice: in Playwright, which turns the Runtime domain on in every page, and');
      report('without it, as on a phone (record 0020).');
      for (const { key, title } of startWays) {
        report();
        reportOpen(`cold open of /homePage, signed in (no HTTP cache, no saved lists), ${title}`, p[key].cold, b[key].cold, GOALS.coldMs);
        reportOpen(`first open through ${VERIFY_PATH} (handshake, then regions; nothing cached), ${title}`, p[key].verify, b[key].verify, GOALS.coldMs);
        reportOpen(
          `repeat open of /homePage (HTTP cache and, for the panel, the lists it saved), ${title}`,
          p[key].repeat,
          b[key].repeat,
          GOALS.repeatMs,
        );
      }
    }
    report();
    report(`Interactions, panel: click → view painted (${CPU_SLOWDOWN}× CPU, network unthrottled, 390×844). The bare page has no`);
    report(`such screens, so no ratio. "after ${INTENT_LEAD_MS} ms" = the pointer rests on the control that long first (a tap's`);
    report('touch-to-click); "at once" = it clicks the moment it arrives.');
    const screen = (/** @type {string} */ label, /** @type {number[]} */ values, /** @type {number} */ goal) =>
      report(`  ${label.padEnd(44)}${spread(values)}   (${verdict(values, goal)})`);
    const regionHotels = catalogue.regionHotels.toLocaleString('en');
    screen(`region click → ${regionHotels} hotels, after ${INTENT_LEAD_MS} ms`, screens.regionClick ?? [], GOALS.listMs);
    screen(`region click → ${regionHotels} hotels, at once`, screens.regionClickAtOnce ?? [], GOALS.listMs);
    screen('back from a hotel → that list painted', screens.backToList ?? [], GOALS.listMs);
    screen(`hotel edit form, after ${INTENT_LEAD_MS} ms`, screens.editForm ?? [], GOALS.editFormMs);
    screen('hotel edit form, at once', screens.editFormAtOnce ?? [], GOALS.editFormMs);
    screen(`media tab (Фото) first visit, after ${INTENT_LEAD_MS} ms`, screens.mediaTab ?? [], GOALS.mediaTabMs);
    screen('media tab (Фото) first visit, at once', screens.mediaTabAtOnce ?? [], GOALS.mediaTabMs);
    report();
    report(`Search keystroke over ${db.BIG_CATALOGUE_SIZE.toLocaleString('en')} hotels, panel, unthrottled: keystroke → next frame (results committed).`);
    /** @type {number[]} */
    const allPainted = [];
    for (const query of SEARCH_QUERIES) {
      const timing = keystrokes[query];
      if (!timing) continue;
      allPainted.push(...timing.painted);
      const committed = timing.committed.length > 0 ? `${fmt(stats(timing.committed).median)} ms` : '—';
      report(`  ${`"${query}"`.padEnd(11)}${spread(timing.painted)}   (committed ${committed})   ${timing.count}`);
    }
    if (allPainted.length > 0) {
      const worst = stats(allPainted);
      const verdictText =
        worst.max < GOALS.keystrokeMs
          ? 'met by every keystroke'
          : `median ${worst.median < GOALS.keystrokeMs ? 'met' : 'missed'}, slowest ${fmt(worst.max)} ms`;
      report(`  all steps  ${spread(allPainted)}   (goal < ${GOALS.keystrokeMs} ms: ${verdictText})`);
    }
    if (failures.size > 0) {
      report();
      report('Not measured in every run (the figures above leave those runs out):');
      for (const [what, message] of failures) report(`  ${what}: ${message}`);
    }
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
