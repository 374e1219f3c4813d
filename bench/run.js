// `npm run bench`: the wall-clock budgets of GUIDE.md §7 and issues 10 and 29, measured apart from `npm test`.
//
// Builds the panel and a bare React + Router + Query page (bench/baseline/) into a temporary folder,
// serves both as in production (deploy/'s nginx: brotli, immutable assets, config.js and index.html
// written at start) against the fake API seeded with the big catalogue (10,000 hotels, 3,265 in
// Анталья), all on free ports, and measures with Chromium at 390×844 and 4× CPU, the panel and the
// baseline interleaved, each figure beside the baseline's and its goal:
//   - regions visible (painted) on a cold open of /homePage, on a first open through /verify and on a
//     repeat open, each in a page of its own (a renderer with nothing compiled yet), under two network
//     protocols:
//     - emulated: DevTools' slow 4G (150 ms, 1.6 Mbps down, 750 kbps up) over plain HTTP/1.1, which
//       models no DNS, TCP or TLS; every open twice, in Playwright and without the Runtime domain it
//       turns on (lib/uninspected.js);
//     - real: the same slow 4G made by shaping proxies on loopback (lib/shaping-proxy.js: round trips
//       for DNS and TCP, slow start, one link shared by every connection), TLS and HTTP/2 to every
//       origin (a throwaway certificate), the API on its own origin (the panel preconnects to it) and
//       behind the panel's nginx on one origin (API_UPSTREAM), without the Runtime domain, as on a
//       phone; then one /verify open of the panel per layout with its requests laid out (waterfall.js);
//   - at 4× CPU, the panel's interactions: region click → list painted, back from a hotel to that list,
//     a hotel's edit form, a media tab's first visit (with the pointer resting on the control first,
//     and clicking at once); the panel's search over the whole catalogue: its open at 4× CPU, and a
//     keystroke unthrottled.
// Each figure is printed as a median with its spread over BENCH_RUNS runs (default 7), the ratios
// over the runs that measured both, and the encoding nginx really served each entry chunk in.
// BENCH_NETWORK=emulated|real|both (default both) picks the protocols; `real` leaves out the
// interactions and the search. BENCH_PANEL_DIST=<folder> measures an existing build of the panel
// instead of building the working tree.
// A benchmark reports: a figure over its goal is printed, never a failure. A measurement that broke in
// one run (a timeout on a busy machine) is left out of that run and named under the report; the exit
// code is non-zero only when nothing could be measured at all (a build error, no Chromium, no nginx).
//
// Plain ESM JavaScript, so Node 20 runs it as is; the fake API (TypeScript) is loaded through Vite.
import { chmod, cp, mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build, runnerImport } from 'vite';
import { CPU_SLOWDOWN, EMULATED, INTENT_LEAD_MS, SEARCH_QUERIES, entryChunk, interactions, opens, searchKeystrokes, searchOpen, throughVerify } from './lib/scenarios.js';
import { launchBareChromium } from './lib/bare-chromium.js';
import { startRealNetwork } from './lib/network.js';
import { opensUninspected, throughVerifyUninspected } from './lib/uninspected.js';
import { accessToken, loadScript, serve } from './lib/servers.js';
import { fmt, pairedRatio, ratio, spread, stats, verdict } from './lib/stats.js';
import { waterfall, waterfallLines } from './lib/waterfall.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RUNS = positiveInteger(process.env.BENCH_RUNS, 7);
/** Longer than any bench: a day. */
const BENCH_TOKEN_TTL_SECONDS = 24 * 60 * 60;
const NETWORK = process.env.BENCH_NETWORK ?? 'both';
// An existing build of the panel to measure (copied, left untouched) instead of building the working tree.
const PANEL_BUILD = process.env.BENCH_PANEL_DIST;
// GUIDE.md §7 and issues 10 and 29, printed beside the figures as information.
const GOALS = { coldMs: 1300, repeatMs: 800, realVerifyMs: 1500, listMs: 300, editFormMs: 250, mediaTabMs: 200, keystrokeMs: 50, searchOpenMs: 1400 };
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
/** @typedef {import('./lib/stats.js').PerRun} PerRun */
/** @typedef {{ cold: PerRun, repeat: PerRun, verify: PerRun }} StartFigures */
/**
 * One way of measuring the opens, for the panel and the baseline alike: a network protocol with
 * the API where it is, and a browser.
 * @typedef {object} Setup
 * @property {string} network the protocol and, on the real network, where the API is
 * @property {string} title
 * @property {App} panel
 * @property {App} baseline
 * @property {(app: App) => Promise<{ cold: number, repeat: number }>} opens
 * @property {(app: App) => Promise<number>} verify
 * @property {(open: keyof StartFigures, panel: PerRun) => string} goal the panel's goal for an open, and whether it is met
 * @property {{ panel: StartFigures, baseline: StartFigures }} figures one figure per run, by run number
 */

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

/** @returns {StartFigures} */
const noFigures = () => ({ cold: [], repeat: [], verify: [] });

/**
 * `args` with `features` added to its --disable-features, which Chromium reads only once (the last).
 * @param {string[]} args @param {string[]} features
 */
function withFeaturesDisabled(args, features) {
  const flag = '--disable-features=';
  const disabled = [...args.filter((arg) => arg.startsWith(flag)).map((arg) => arg.slice(flag.length)), ...features].join(',');
  return [...args.filter((arg) => !arg.startsWith(flag)), ...(disabled ? [`${flag}${disabled}`] : [])];
}

async function main() {
  if (!['emulated', 'real', 'both'].includes(NETWORK)) throw new Error(`BENCH_NETWORK is emulated, real or both, not ${NETWORK}`);
  const emulated = NETWORK !== 'real';
  const real = NETWORK !== 'emulated';
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
    // The baseline's token below is minted once and has no refresh: it must outlast every run, which
    // the fake API's five minutes did not on a slow machine (the baseline's later opens then waited
    // for regions a 401 never brought).
    const api = await http.startFakeApi({ port: 0, catalogueSize: db.BIG_CATALOGUE_SIZE, tokenTtlSeconds: BENCH_TOKEN_TTL_SECONDS });
    cleanups.push(() => api.close());
    const catalogue = await readCatalogue(api.url, db.CROWDED_REGION_ID);
    // The same token the panel's handshake would have stored, in the same cookie, for the baseline.
    const signInCookie = { name: 'jwtToken', value: await accessToken(api.url) };
    /** @param {string} url @param {App['network']} network @returns {{ panel: App, baseline: App }} */
    const apps = (url, network) => ({
      panel: { name: 'panel', url, network, verifyPath: VERIFY_PATH, signInPath: VERIFY_PATH, savesLists: true },
      baseline: { name: 'baseline', url, network, verifyPath: VERIFY_PATH, signInPath: '/homePage', signInCookie, savesLists: false },
    });

    // Emulated: both pages find the API as an operator would point a deployed panel at it, through config.js.
    const panelServer = await serve({ distDir: panelDir, apiUrl: api.url });
    cleanups.push(panelServer.close);
    const baselineServer = await serve({ distDir: baselineDir, apiUrl: api.url });
    cleanups.push(baselineServer.close);
    const emulatedPanel = apps(panelServer.url, EMULATED).panel;
    const emulatedBaseline = apps(baselineServer.url, EMULATED).baseline;
    const network = real ? await startRealNetwork({ workDir, panelDir, baselineDir, apiPort: api.port }) : undefined;
    if (network) cleanups.push(network.close);
    const realArgs = network?.chromiumArgs ?? [];

    // Without desktop Chromium's own interface pages, which would share the cores with each open (record 0022).
    const launching = /** @type {typeof import('../scripts/chromium.ts')} */ (await loadScript('chromium.ts'));
    const launchOptions = await launching.chromiumLaunchOptions(chromium);
    const browser = await chromium.launch({ ...launchOptions, args: [...(launchOptions.args ?? []), ...realArgs] });
    cleanups.push(() => browser.close());
    const bareChromium = launchBareChromium(launching.CHROMIUM_PATH, [
      ...withFeaturesDisabled(launching.BARE_CHROMIUM_ARGS, network?.disabledFeatures ?? []),
      `--user-data-dir=${join(workDir, 'bare-chromium')}`,
      ...realArgs,
    ]);
    cleanups.push(bareChromium.close);

    const region = catalogue.regionName;
    const inPlaywright = {
      opens: (/** @type {App} */ app) => opens(browser, app, region),
      verify: (/** @type {App} */ app) => throughVerify(browser, app, region),
    };
    const uninspected = {
      opens: (/** @type {App} */ app) => opensUninspected(bareChromium, app, region),
      verify: (/** @type {App} */ app) => throughVerifyUninspected(bareChromium, app, region),
    };
    /** @type {Setup[]} */
    const setups = [];
    /** @param {Omit<Setup, 'figures' | 'title'>} setup @param {string} [way] when the protocol is measured more ways than one @returns {Setup} */
    const addSetup = (setup, way) => {
      const added = { ...setup, title: way ? `${setup.network}, ${way}` : setup.network, figures: { panel: noFigures(), baseline: noFigures() } };
      setups.push(added);
      return added;
    };
    if (emulated) {
      // GUIDE.md §7's goals for the emulated protocol.
      const goal = (/** @type {keyof StartFigures} */ open, /** @type {PerRun} */ panel) =>
        verdict(panel, open === 'repeat' ? GOALS.repeatMs : GOALS.coldMs);
      const emulatedSetup = { network: 'emulated', panel: emulatedPanel, baseline: emulatedBaseline, goal };
      addSetup({ ...emulatedSetup, ...inPlaywright }, 'in Playwright');
      addSetup({ ...emulatedSetup, ...uninspected }, 'without the Runtime domain');
    }
    if (network) {
      const appsAt = (/** @type {keyof typeof network.urls} */ name) => apps(network.urls[name] ?? '', network.network);
      // Issue 29's goals: through /verify ≤ 1.5 s with the API on its own origin, and lower on one origin.
      const ownOrigin = addSetup(
        {
          network: 'real network, API on its own origin',
          panel: appsAt('panel').panel,
          baseline: appsAt('baseline').baseline,
          ...uninspected,
          goal: (open, panel) => (open === 'verify' ? verdict(panel, GOALS.realVerifyMs) : 'no goal'),
        },
      );
      addSetup(
        {
          network: 'real network, one origin',
          panel: appsAt('panelOneOrigin').panel,
          baseline: appsAt('baselineOneOrigin').baseline,
          ...uninspected,
          goal: (open, panel) => {
            const below = stats(ownOrigin.figures.panel.verify).median;
            if (open !== 'verify') return 'no goal';
            if (stats(panel).count === 0 || !Number.isFinite(below)) return 'goal: below the API-origin figure';
            return `goal: below the API origin's ${fmt(below)} ms: ${stats(panel).median < below ? 'met' : 'missed'}`;
          },
        },
      );
    }

    progress('asking what each server sends for its entry chunk…');
    /** @type {{ title: string, chunk: { encoding: string, bytes: number } | undefined }[]} */
    const entryChunks = [];
    for (const setup of setups.filter((each, index) => setups.findIndex((other) => other.network === each.network) === index)) {
      for (const app of [setup.panel, setup.baseline]) {
        const title = `${setup.network}, ${app.name}`;
        entryChunks.push({ title, chunk: await attempt(`entry chunk, ${title}`, () => entryChunk(browser, app)) });
      }
    }

    /** @type {Record<'regionClick' | 'regionClickAtOnce' | 'backToList' | 'editForm' | 'editFormAtOnce' | 'mediaTab' | 'mediaTabAtOnce' | 'searchOpen', PerRun>} */
    const screens = { regionClick: [], regionClickAtOnce: [], backToList: [], editForm: [], editFormAtOnce: [], mediaTab: [], mediaTabAtOnce: [], searchOpen: [] };
    /** @type {Record<string, { committed: PerRun, painted: PerRun, count: string }>} */
    const keystrokes = Object.fromEntries(SEARCH_QUERIES.map((query) => [query, { committed: [], painted: [], count: '' }]));
    for (let run = 0; run < RUNS; run += 1) {
      progress(`run ${run + 1}/${RUNS}`);
      for (const setup of setups) {
        // Alternating which app goes first cancels a machine that slows down or speeds up over a run.
        for (const key of run % 2 === 0 ? /** @type {const} */ (['panel', 'baseline']) : /** @type {const} */ (['baseline', 'panel'])) {
          const app = setup[key];
          const figures = setup.figures[key];
          const open = await attempt(`${app.name} opens, ${setup.title}`, () => setup.opens(app));
          figures.cold[run] = open?.cold;
          figures.repeat[run] = open?.repeat;
          figures.verify[run] = await attempt(`${app.name} through /verify, ${setup.title}`, () => setup.verify(app));
        }
      }
      if (!emulated) continue;
      const withLead = await attempt('interactions', () => interactions(browser, emulatedPanel, catalogue, INTENT_LEAD_MS));
      const atOnce = await attempt('interactions, clicking at once', () => interactions(browser, emulatedPanel, catalogue, 0));
      screens.regionClick[run] = withLead?.regionClick.painted;
      screens.backToList[run] = withLead?.backToList.painted;
      screens.editForm[run] = withLead?.editForm.painted;
      screens.mediaTab[run] = withLead?.mediaTab.painted;
      screens.regionClickAtOnce[run] = atOnce?.regionClick.painted;
      screens.editFormAtOnce[run] = atOnce?.editForm.painted;
      screens.mediaTabAtOnce[run] = atOnce?.mediaTab.painted;
      screens.searchOpen[run] = (await attempt('search open', () => searchOpen(browser, emulatedPanel, db.BIG_CATALOGUE_SIZE)))?.painted;
      const timings = await attempt('search', () => searchKeystrokes(browser, emulatedPanel));
      for (const [query, figures] of Object.entries(keystrokes)) {
        const timing = timings?.[query];
        figures.committed[run] = timing?.committed;
        figures.painted[run] = timing?.painted;
        if (timing) figures.count = timing.count;
      }
    }

    const waterfalls = [];
    for (const setup of setups.filter(({ panel }) => !panel.network.emulated)) {
      progress(`laying out one /verify open, ${setup.title}…`);
      const laidOut = await attempt(`waterfall, ${setup.title}`, () => waterfall(bareChromium, setup.panel, VERIFY_PATH, region));
      if (laidOut) waterfalls.push({ title: setup.title, ...laidOut });
    }

    const loadAfter = loadavg()[0] ?? NaN;
    report();
    report(`npm run bench — ${RUNS} runs, interleaved; Chromium ${browser.version()}; ${cpus().length} CPUs,`);
    report(`load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after. Goals are GUIDE.md §7's and issues 10's and 29's, for information.`);
    report(`Fake API: ${db.BIG_CATALOGUE_SIZE.toLocaleString('en')} hotels, ${catalogue.regionHotels.toLocaleString('en')} of them in ${catalogue.regionName}.`);
    report();
    report(`Start: regions visible (the frame that shows them painted), from navigation start; ${CPU_SLOWDOWN}× CPU, 390×844.`);
    report('Baseline: bench/baseline/, a bare React + Router + Query page on the same data path, served the same way.');
    report("Both served by deploy/'s nginx configuration against the fake API, under two network protocols:");
    if (emulated) {
      report('  emulated: DevTools\' slow 4G (150 ms added to each request, 1.6 Mbps down, 750 kbps up) over plain HTTP/1.1 to');
      report('    127.0.0.1, the API on another port: no DNS, TCP or TLS handshake is modelled, and no preflight costs a round trip;');
    }
    if (real) {
      report('  real: shaping proxies on loopback make the same slow 4G (150 ms round trip, 1.6 Mbps down, 750 kbps up, one link');
      report('    shared by every connection), with a round trip for each DNS lookup and TCP handshake and TCP slow start; TLS 1.3');
      report('    and HTTP/2 to each origin (nginx, a throwaway certificate; the API behind an nginx of its own). Each open starts');
      report('    with no connection and no DNS answer left; DevTools emulates no network. The API on its own origin (the panel');
      report('    preconnects to it), or behind the panel\'s nginx on one origin (API_UPSTREAM); measured without the Runtime domain.');
    }
    report('Entry chunk as Chromium received it:');
    for (const { title, chunk } of entryChunks) {
      report(`  ${title.padEnd(48)}${chunk ? `${chunk.encoding}, ${(chunk.bytes / 1000).toFixed(1)} kB` : 'not measured'}`);
    }
    report();
    report('Each open in a page of its own: a renderer with nothing compiled yet, as a Mini App opened from Telegram');
    report('(record 0021). In Playwright, the Runtime domain is on in every page; without it, as on a phone (record 0020).');
    /** @type {{ key: keyof StartFigures, title: string }[]} */
    const openKinds = [
      { key: 'cold', title: 'cold open of /homePage, signed in (no HTTP cache, no saved lists)' },
      { key: 'verify', title: `first open through ${VERIFY_PATH} (handshake, then regions; nothing cached)` },
      { key: 'repeat', title: 'repeat open of /homePage (HTTP cache and, for the panel, the lists it saved)' },
    ];
    for (const setup of setups) {
      report();
      report(`${setup.title}:`);
      for (const { key, title } of openKinds) {
        const { panel, baseline } = setup.figures;
        report(`  ${title}`);
        report(`    panel      ${spread(panel[key])}   (${setup.goal(key, panel[key])})`);
        report(`    baseline   ${spread(baseline[key])}`);
        report(`    ratio      ${ratio(panel[key], baseline[key])}`);
      }
    }
    report();
    report('Side by side, medians in ms: panel / baseline (ratio over the runs that measured both).');
    const cell = (/** @type {PerRun} */ panel, /** @type {PerRun} */ baseline) => {
      const paired = pairedRatio(panel, baseline);
      return `${fmt(stats(panel).median)} / ${fmt(stats(baseline).median)} (${paired ? paired.medians.toFixed(2) : '—'})`.padEnd(24);
    };
    report(`  ${''.padEnd(38)}${'cold /homePage'.padEnd(24)}${'through /verify'.padEnd(24)}repeat /homePage`);
    for (const setup of setups) {
      const { panel, baseline } = setup.figures;
      report(`  ${setup.title.padEnd(38)}${openKinds.map(({ key }) => cell(panel[key], baseline[key])).join('')}`.trimEnd());
    }
    if (emulated) report(`  goals, emulated: cold and through /verify ≤ ${GOALS.coldMs / 1000} s, repeat ≤ ${GOALS.repeatMs} ms.`);
    if (real) report(`  goals, real network: through /verify ≤ ${GOALS.realVerifyMs / 1000} s with the API on its own origin, lower on one origin.`);
    for (const { title, rows, visibleAt } of waterfalls) {
      report();
      report(`One /verify open of the panel, ${title}, laid out by its Network domain: what was asked before`);
      report(`the regions were visible at ${fmt(visibleAt)} ms, in ms from navigation start, with the priority Chromium gave each.`);
      report('"connect": a connection of its own, DNS, TCP and TLS together (the proxy delays the bytes, so Chromium counts');
      report('it all as TLS); a request that finds a preconnect on its way shows what is left of it.');
      report('  start  connect      first   done      size  request');
      for (const line of waterfallLines(rows)) report(`  ${line}`);
    }
    if (emulated) {
      report();
      report(`Interactions, panel: click → view painted (${CPU_SLOWDOWN}× CPU, network unthrottled, 390×844). The bare page has no`);
      report(`such screens, so no ratio. "after ${INTENT_LEAD_MS} ms" = the pointer rests on the control that long first (a tap's`);
      report('touch-to-click); "at once" = it clicks the moment it arrives.');
      const screen = (/** @type {string} */ label, /** @type {PerRun} */ values, /** @type {number} */ goal) =>
        report(`  ${label.padEnd(44)}${spread(values)}   (${verdict(values, goal)})`);
      const regionHotels = catalogue.regionHotels.toLocaleString('en');
      screen(`region click → ${regionHotels} hotels, after ${INTENT_LEAD_MS} ms`, screens.regionClick, GOALS.listMs);
      screen(`region click → ${regionHotels} hotels, at once`, screens.regionClickAtOnce, GOALS.listMs);
      screen('back from a hotel → that list painted', screens.backToList, GOALS.listMs);
      screen(`hotel edit form, after ${INTENT_LEAD_MS} ms`, screens.editForm, GOALS.editFormMs);
      screen('hotel edit form, at once', screens.editFormAtOnce, GOALS.editFormMs);
      screen(`media tab (Фото) first visit, after ${INTENT_LEAD_MS} ms`, screens.mediaTab, GOALS.mediaTabMs);
      screen('media tab (Фото) first visit, at once', screens.mediaTabAtOnce, GOALS.mediaTabMs);
      screen(`search → ${db.BIG_CATALOGUE_SIZE.toLocaleString('en')} hotels listed, at once`, screens.searchOpen, GOALS.searchOpenMs);
      report();
      report(`Search keystroke over ${db.BIG_CATALOGUE_SIZE.toLocaleString('en')} hotels, panel, unthrottled: keystroke → next frame (results committed).`);
      /** @type {PerRun} */
      const allPainted = [];
      for (const query of SEARCH_QUERIES) {
        const timing = keystrokes[query];
        if (!timing) continue;
        allPainted.push(...timing.painted);
        const committed = stats(timing.committed).count > 0 ? `${fmt(stats(timing.committed).median)} ms` : '—';
        report(`  ${`"${query}"`.padEnd(11)}${spread(timing.painted)}   (committed ${committed})   ${timing.count}`);
      }
      const worst = stats(allPainted);
      if (worst.count > 0) {
        const verdictText =
          worst.max < GOALS.keystrokeMs
            ? 'met by every keystroke'
            : `median ${worst.median < GOALS.keystrokeMs ? 'met' : 'missed'}, slowest ${fmt(worst.max)} ms`;
        report(`  all steps  ${spread(allPainted)}   (goal < ${GOALS.keystrokeMs} ms: ${verdictText})`);
      }
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
