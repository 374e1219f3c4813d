import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Frame, type Page } from 'playwright-core';
import { afterAll, afterEach, inject } from 'vitest';
import { BARE_CHROMIUM_ARGS } from '../../scripts/chromium';
import { API_URL, APP_URL, PHONE, watchedPage } from './browser';
import { launchHash, type SentEvent } from './telegram-client';

/**
 * Telegram Web A and K (web.telegram.org/a and /k) as they open a Mini App: in an <iframe> on
 * another site than the panel's, talking by postMessage. The host page is served by a route (no
 * network), frames the panel from this worker's nginx, records what the panel posts and answers as
 * its client does. Telegram Desktop on Linux frames the app the same way, in WebKitGTK.
 */
export type TelegramWebClient = 'weba' | 'webk';

/**
 * What the browser lets the framed panel keep: third-party cookies allowed (Chromium's default
 * profile), third-party cookies blocked (the setting, or Chrome's incognito default), or no cookie
 * at all through `document.cookie` (Safari 18.5–26.1, Telegram Desktop's WebKitGTK frame).
 */
export type CookiePolicy = 'allowed' | 'third-party blocked' | 'none kept';

export const COOKIE_POLICIES: CookiePolicy[] = ['allowed', 'third-party blocked', 'none kept'];

const HOST_ORIGIN = 'https://web.telegram.org';
const hostUrl = (client: TelegramWebClient) => `${HOST_ORIGIN}/${client === 'weba' ? 'a' : 'k'}/`;

/** The attribute Telegram Web gives a Mini App's frame. */
const SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-forms allow-modals allow-storage-access-by-user-activation';

/** Telegram Web A's day theme and Web K's night theme, as each passes them to a Mini App. */
export const WEB_A_LIGHT_THEME: Record<string, string> = {
  bg_color: '#ffffff',
  secondary_bg_color: '#f4f4f5',
  section_bg_color: '#ffffff',
  section_separator_color: '#e7e7e7',
  section_header_text_color: '#3390ec',
  text_color: '#000000',
  hint_color: '#707579',
  subtitle_text_color: '#707579',
  link_color: '#3390ec',
  button_color: '#3390ec',
  button_text_color: '#ffffff',
  accent_text_color: '#3390ec',
  destructive_text_color: '#df3f40',
  header_bg_color: '#ffffff',
  bottom_bar_bg_color: '#ffffff',
};

export const WEB_K_DARK_THEME: Record<string, string> = {
  bg_color: '#212121',
  secondary_bg_color: '#0f0f0f',
  section_bg_color: '#212121',
  section_separator_color: '#0f0f0f',
  section_header_text_color: '#a3a3a3',
  text_color: '#ffffff',
  hint_color: '#aaaaaa',
  subtitle_text_color: '#aaaaaa',
  link_color: '#8774e1',
  button_color: '#8774e1',
  button_text_color: '#ffffff',
  accent_text_color: '#8774e1',
  destructive_text_color: '#ff595a',
  header_bg_color: '#212121',
  bottom_bar_bg_color: '#212121',
};

const THEME_OF: Record<TelegramWebClient, { theme: Record<string, string>; colorScheme: 'light' | 'dark' }> = {
  weba: { theme: WEB_A_LIGHT_THEME, colorScheme: 'light' },
  webk: { theme: WEB_K_DARK_THEME, colorScheme: 'dark' },
};

/** The bot's sign-in link with the launch data Telegram Web puts in the frame's hash. */
function panelUrl(client: TelegramWebClient): string {
  const params = new URLSearchParams(launchHash({ version: '8.0', theme: THEME_OF[client].theme }).slice(1));
  params.set('tgWebAppPlatform', client);
  return `${APP_URL}/verify?tg_id=1&hash=demo#${params.toString()}`;
}

type HostConfig = { client: TelegramWebClient; theme: Record<string, string>; panelUrl: string; sandbox: string };
type HostWindow = Window & { __sent: SentEvent[]; __deliver: (type: string, data?: unknown) => void };

/**
 * Runs in the host page (serialised into it): frames the panel, records each message the frame
 * posts, and answers the requests its client answers. Web K leaves viewport and safe areas unanswered.
 */
function hostScript({ client, theme, panelUrl, sandbox }: HostConfig) {
  const host = window as unknown as HostWindow;
  const frame = document.createElement('iframe');
  frame.setAttribute('sandbox', sandbox);
  host.__sent = [];
  host.__deliver = (eventType, eventData) => frame.contentWindow?.postMessage(JSON.stringify({ eventType, eventData }), '*');
  const noInsets = { top: 0, bottom: 0, left: 0, right: 0 };
  const answers: Record<string, () => void> = {
    web_app_request_theme: () => host.__deliver('theme_changed', { theme_params: theme }),
    // As when the popup is dismissed: no button chosen.
    web_app_open_popup: () => host.__deliver('popup_closed', {}),
  };
  if (client === 'weba') {
    answers.web_app_request_viewport = () =>
      host.__deliver('viewport_changed', {
        height: frame.clientHeight,
        width: frame.clientWidth,
        is_expanded: true,
        is_state_stable: true,
      });
    answers.web_app_request_safe_area = () => host.__deliver('safe_area_changed', noInsets);
    answers.web_app_request_content_safe_area = () => host.__deliver('content_safe_area_changed', noInsets);
  }
  window.addEventListener('message', (event) => {
    if (event.source !== frame.contentWindow || typeof event.data !== 'string') return;
    let message: { eventType?: unknown; eventData?: unknown };
    try {
      message = JSON.parse(event.data) as typeof message;
    } catch {
      return;
    }
    if (typeof message.eventType !== 'string') return;
    host.__sent.push([message.eventType, message.eventData ?? null]);
    answers[message.eventType]?.();
  });
  frame.src = panelUrl;
  document.body.append(frame);
}

function hostPage(client: TelegramWebClient): string {
  const config: HostConfig = { client, theme: THEME_OF[client].theme, panelUrl: panelUrl(client), sandbox: SANDBOX };
  return `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><title>Telegram</title>
<style>html, body { margin: 0; height: 100%; } iframe { display: block; width: 100%; height: 100%; border: 0; }</style>
</head><body><script>(${hostScript.toString()})(${JSON.stringify(config)});</script></body></html>`;
}

/** What a test looks at besides the screen: the API traffic and anything the panel opened outside itself. */
type HostState = {
  context: BrowserContext;
  /** `POST /auth/refresh_token` calls that left the browser. */
  refreshes: number;
  lastAccessToken?: string;
  sessionEndedSeenAt: string[];
  openedWindows: string[];
};

const states = new WeakMap<Page, HostState>();
const stateOf = (host: Page): HostState => {
  const state = states.get(host);
  if (!state) throw new Error('Not a page opened by openTelegramWeb');
  return state;
};

const hosts: HostState[] = [];
const toClose: (() => Promise<unknown>)[] = [];
let sharedBrowser: Promise<Browser> | undefined;

/**
 * Chromium with its own defaults: Playwright's `--disable-features` (storage partitioning off,
 * among others) left out, only the address bar's pages kept off (scripts/chromium.ts).
 */
const defaultProfileLaunch = () => ({ ...inject('chromiumLaunch'), args: BARE_CHROMIUM_ARGS });

/** One Chromium per spec file for the policy a fresh context can hold; closed after the file. */
function browserWithDefaults(): Promise<Browser> {
  sharedBrowser ??= chromium.launch(defaultProfileLaunch());
  return sharedBrowser;
}

/**
 * Registers the hooks of a spec file using Telegram Web: after each test its contexts are closed,
 * and the test fails if the panel ever read «Сеанс завершён»; the file's Chromium after the file.
 */
export function setUpTelegramWeb(): void {
  afterEach(async () => {
    const sightings = hosts.splice(0).flatMap((state) => state.sessionEndedSeenAt);
    await Promise.all(toClose.splice(0).map((close) => close()));
    if (sightings.length > 0) throw new Error(`The panel said «Сеанс завершён» at:\n${sightings.join('\n')}`);
  });
  afterAll(async () => {
    const browser = sharedBrowser;
    sharedBrowser = undefined;
    await (await browser)?.close();
  });
}

/**
 * A fresh profile with Chrome's cookie setting as its preferences write it: `cookie_controls_mode`
 * 0 allows third-party cookies, 1 blocks them. Only a profile on disk has that setting (a context
 * of `browser.newContext` is an incognito one, where Chromium blocks them by default), and each
 * profile is a Chromium of its own: one start per call.
 */
async function contextWithProfile(cookieControlsMode: 0 | 1, colorScheme: 'light' | 'dark'): Promise<BrowserContext> {
  const profile = await mkdtemp(join(tmpdir(), 'telegram-web-profile-'));
  await mkdir(join(profile, 'Default'));
  const preferences = { profile: { cookie_controls_mode: cookieControlsMode } };
  await writeFile(join(profile, 'Default', 'Preferences'), JSON.stringify(preferences));
  const context = await chromium.launchPersistentContext(profile, {
    ...defaultProfileLaunch(),
    viewport: PHONE,
    locale: 'ru-RU',
    colorScheme,
  });
  toClose.push(async () => {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  });
  return context;
}

/** `document.cookie` keeps nothing in the panel's origin: reads '' and drops every write. */
function keepNoCookies(appOrigin: string) {
  if (location.origin !== appOrigin) return;
  Object.defineProperty(Document.prototype, 'cookie', {
    configurable: true,
    get: () => '',
    set: () => {},
  });
}

async function contextFor(policy: CookiePolicy, colorScheme: 'light' | 'dark'): Promise<BrowserContext> {
  if (policy === 'allowed') return contextWithProfile(0, colorScheme);
  if (policy === 'third-party blocked') return contextWithProfile(1, colorScheme);
  const context = await (await browserWithDefaults()).newContext({ viewport: PHONE, locale: 'ru-RU', colorScheme });
  toClose.push(() => context.close());
  await context.addInitScript(keepNoCookies, new URL(APP_URL).origin);
  return context;
}

/** Reports, through a binding, every time the panel's document reads «Сеанс завершён». */
function reportSessionEnded(appOrigin: string) {
  if (location.origin !== appOrigin) return;
  const report = (window as unknown as { __sessionEndedShown: (url: string) => void }).__sessionEndedShown;
  let shown = false;
  new MutationObserver(() => {
    const showsIt = document.body?.textContent?.includes('Сеанс завершён') ?? false;
    if (showsIt && !shown) report(location.href);
    shown = showsIt;
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/** The 401 an expired token gets, which Chromium logs as a failed load, before the panel refreshes. */
const isRefusedApiCall = (message: ConsoleMessage) =>
  message.text().includes('status of 401') && message.location().url.startsWith(`${API_URL}/v1/`);

const MAP_HOST = 'https://www.google.com';

/** A probe page on the panel's origin (never the panel's own paths), for the policy checks. */
const PROBE_PATH = '/telegram-web-probe';

/**
 * Opens Telegram Web (`client`) in a browser with `policy`, at a phone's size, framing the panel at
 * the bot's sign-in link. The page and its frames are watched as browser.ts's are; the one console
 * error let through is the expired token's 401 (see isRefusedApiCall).
 */
export async function openTelegramWeb({ client, policy }: { client: TelegramWebClient; policy: CookiePolicy }): Promise<Page> {
  const context = await contextFor(policy, THEME_OF[client].colorScheme);
  const state: HostState = { context, refreshes: 0, sessionEndedSeenAt: [], openedWindows: [] };
  // Chromium asks before a public site frames a loopback address (Local Network Access), as this
  // worker's panel is; the deployed panel is public, so the question is answered up front.
  await context.grantPermissions(['local-network-access'], { origin: HOST_ORIGIN });
  await context.route(`${HOST_ORIGIN}/**`, (route) =>
    route.request().url() === hostUrl(client)
      ? route.fulfill({ contentType: 'text/html', body: hostPage(client) })
      : route.fulfill({ status: 404 }),
  );
  // Where the hotel's map link leads: a window opened to it lands there instead of on an error page.
  await context.route(`${MAP_HOST}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Google Maps</title>' }));
  await context.route(`${APP_URL}${PROBE_PATH}`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>probe</title>' }));
  await context.exposeBinding('__sessionEndedShown', (_source, url: string) => void state.sessionEndedSeenAt.push(url));
  await context.addInitScript(reportSessionEnded, new URL(APP_URL).origin);
  context.on('request', (request) => {
    const url = request.url();
    if (request.method() === 'POST' && url === `${API_URL}/auth/refresh_token`) state.refreshes += 1;
    const bearer = /^Bearer (\S+)$/.exec(request.headers().authorization ?? '')?.[1];
    if (bearer && url.startsWith(`${API_URL}/`)) state.lastAccessToken = bearer;
  });
  const host = await watchedPage(context, false, isRefusedApiCall);
  // A link the panel opened in a window of its own instead of through Telegram: noted, then closed.
  host.on('popup', (opened) => {
    state.openedWindows.push(opened.url());
    void opened.close();
  });
  states.set(host, state);
  hosts.push(state);
  await host.goto(hostUrl(client));
  return host;
}

/** The panel's frame, for locators. */
export function panelFrame(host: Page): Frame {
  const frame = host.mainFrame().childFrames().find((child) => child.url().startsWith(APP_URL) && !child.url().includes(PROBE_PATH));
  if (!frame) throw new Error(`Telegram Web frames no panel: ${host.frames().map((each) => each.url()).join(', ')}`);
  return frame;
}

/** Every event the panel has posted to Telegram Web, in order. */
export const sentEvents = (host: Page): Promise<SentEvent[]> => host.evaluate(() => (window as unknown as HostWindow).__sent);

/** Forgets the events recorded so far: what follows is what the panel posts after this point. */
export const forgetSentEvents = (host: Page): Promise<void> =>
  host.evaluate(() => void (window as unknown as HostWindow).__sent.splice(0));

/** Waits until the panel has posted an event of `type`, with `data` when given. */
export async function waitForSent(host: Page, type: string, data?: unknown): Promise<void> {
  await host.waitForFunction(
    ([eventType, eventData]) =>
      (window as unknown as HostWindow).__sent.some(
        ([sentType, sentData]) =>
          sentType === eventType && (eventData === undefined || JSON.stringify(sentData) === JSON.stringify(eventData)),
      ),
    [type, data] as const,
  );
}

/** An event from Telegram Web to the panel, posted to its frame as the client posts it. */
export async function deliverEvent(host: Page, type: string, data?: unknown): Promise<void> {
  await host.evaluate(([eventType, eventData]) => (window as unknown as HostWindow).__deliver(eventType, eventData), [type, data] as const);
}

/**
 * Telegram's «Reload page»: Telegram Web asks a frame that said it can reload itself
 * (`iframe_ready` with `reload_supported`) to do so with `reload_iframe`, and the frame reloads
 * where it is, with no launch data in its address once the panel has moved on. The events sent
 * before are forgotten.
 */
export async function reloadPanel(host: Page): Promise<void> {
  await waitForSent(host, 'iframe_ready', { reload_supported: true });
  // From here on, what the events show is the reloaded panel's.
  await forgetSentEvents(host);
  await Promise.all([panelFrame(host).waitForNavigation(), deliverEvent(host, 'reload_iframe')]);
  await waitForSent(host, 'iframe_will_reload');
}

/** The API calls and outside windows seen so far (see HostState). */
export function observed(host: Page): Readonly<Omit<HostState, 'context'>> {
  return stateOf(host);
}

export type PolicyProbe = {
  /** `SameSite=None; Secure`, unpartitioned: a third-party cookie. */
  thirdPartyCookie: boolean;
  /** The same with `Partitioned` (CHIPS): kept per top-level site. */
  partitionedCookie: boolean;
  /** `SameSite=Lax`, as the panel writes its cookies on localhost. */
  laxCookie: boolean;
  /** The frame's localStorage is its own, not the panel's top-level one. */
  storagePartitioned: boolean;
};

/**
 * What the policy lets a frame of the panel's origin under Telegram Web keep, tried in a probe
 * frame beside the panel's (cookies scoped to the probe's path, so the panel never sees them), and
 * in a top-level tab of the panel's origin for the storage.
 */
export async function probePolicy(host: Page): Promise<PolicyProbe> {
  const probeUrl = `${APP_URL}${PROBE_PATH}`;
  await host.evaluate(
    ([url, sandbox]) =>
      new Promise<void>((resolve) => {
        const frame = document.createElement('iframe');
        frame.setAttribute('sandbox', sandbox);
        frame.id = 'probe';
        frame.style.display = 'none';
        frame.addEventListener('load', () => resolve(), { once: true });
        frame.src = url;
        document.body.append(frame);
      }),
    [probeUrl, SANDBOX] as const,
  );
  const probe = host.mainFrame().childFrames().find((child) => child.url() === probeUrl);
  if (!probe) throw new Error('The probe frame did not load');
  const inFrame = await probe.evaluate((path) => {
    const keeps = (name: string, attributes: string) => {
      document.cookie = `${name}=1; path=${path}; ${attributes}`;
      const kept = document.cookie.split('; ').includes(`${name}=1`);
      document.cookie = `${name}=; path=${path}; max-age=0; ${attributes}`;
      return kept;
    };
    localStorage.setItem('telegram-web-probe', '1');
    return {
      thirdPartyCookie: keeps('probe_third_party', 'SameSite=None; Secure'),
      partitionedCookie: keeps('probe_partitioned', 'SameSite=None; Secure; Partitioned'),
      laxCookie: keeps('probe_lax', 'SameSite=Lax'),
    };
  }, PROBE_PATH);
  const topLevel = await stateOf(host).context.newPage();
  await topLevel.goto(probeUrl);
  const storagePartitioned = (await topLevel.evaluate(() => localStorage.getItem('telegram-web-probe'))) === null;
  await topLevel.close();
  await probe.evaluate(() => localStorage.removeItem('telegram-web-probe'));
  await host.evaluate(() => document.getElementById('probe')?.remove());
  return { ...inFrame, storagePartitioned };
}
