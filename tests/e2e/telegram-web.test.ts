import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expireAccessToken } from '../../mocks/auth';
import { db } from '../../mocks/db';
import { APP_URL, PHONE, openPage, screenshot, setUpBrowser } from './browser';
import {
  COOKIE_POLICIES,
  deliverEvent,
  observed,
  openTelegramWeb,
  panelFrame,
  probePolicy,
  reloadPanel,
  sentEvents,
  setUpTelegramWeb,
  waitForSent,
  type CookiePolicy,
  type PolicyProbe,
  type TelegramWebClient,
} from './telegram-web';

setUpBrowser();
setUpTelegramWeb();

/**
 * What each policy lets the panel's origin keep in a frame under Telegram Web, checked first. A
 * `SameSite=Lax` cookie is refused in a cross-site frame whatever the setting.
 */
const POLICY_HOLDS: Record<CookiePolicy, PolicyProbe> = {
  allowed: { thirdPartyCookie: true, partitionedCookie: true, laxCookie: false, storagePartitioned: true },
  'third-party blocked': { thirdPartyCookie: false, partitionedCookie: true, laxCookie: false, storagePartitioned: true },
  'none kept': { thirdPartyCookie: false, partitionedCookie: false, laxCookie: false, storagePartitioned: true },
};

const CLIENTS: [name: string, client: TelegramWebClient, screenshotName: string][] = [
  ['Telegram Web A', 'weba', 'telegram-web-a-phone'],
  ['Telegram Web K', 'webk', 'telegram-web-k-dark-phone'],
];

const CASES = CLIENTS.flatMap(([name, client, screenshotName]) =>
  COOKIE_POLICIES.map((policy) => ({ name, client, screenshotName, policy })),
);

const regionsIn = (panel: Frame) =>
  panel.getByRole('heading', { name: 'Регионы' }).or(panel.getByRole('link', { name: 'Анталья', exact: true })).first();

/** The screen the panel settles on after a sign-in or a reload: the regions, or the error page. Its path. */
async function settledPath(panel: Frame): Promise<string> {
  await regionsIn(panel).or(panel.getByRole('heading', { name: 'Добро пожаловать!' })).first().waitFor();
  return new URL(panel.url()).pathname;
}

/** On a phone the regions column folds itself after a pick: unfold it first when needed. */
async function pickRegion(panel: Frame, regionName: string) {
  const column = panel.getByRole('complementary', { name: 'Регионы' });
  const expand = column.getByRole('button', { name: 'Развернуть регионы' });
  if (await expand.isVisible()) await expand.click();
  await column.getByRole('link', { name: regionName, exact: true }).click();
}

const HOTEL = db.hotels.find((hotel) => hotel.hotel_id === 1)!;
const MAP_URL = new URL(HOTEL.google_maps).href;

/** The hotel's map link in its detail, whose facts a phone folds under «Об отеле». */
async function mapLinkIn(scope: Page | Frame) {
  await scope.getByText('Об отеле', { exact: true }).click();
  const link = scope.getByRole('link', { name: 'Открыть в Google Maps' });
  await link.waitFor();
  return link;
}

const openLinkEvents = async (host: Page) => (await sentEvents(host)).filter(([type]) => type === 'web_app_open_link');

describe.each(CASES)('$name, third-party cookies $policy', ({ client, policy, screenshotName }) => {
  it('signs in, keeps the session through a reload and an expired token, opens the map through Telegram, closes', async () => {
    const host = await openTelegramWeb({ client, policy });
    expect(await probePolicy(host)).toEqual(POLICY_HOLDS[policy]);
    const panel = panelFrame(host);

    // Signed in through /verify in the frame; Web K never answers the viewport or safe-area requests.
    expect(await settledPath(panel)).toBe('/homePage');
    await waitForSent(host, 'web_app_ready');
    if (client === 'weba') {
      const stableHeight = () =>
        panel.evaluate(() => document.documentElement.style.getPropertyValue('--tg-viewport-stable-height'));
      await expect.poll(stableHeight).toBe(`${PHONE.height}px`);
    }
    if (policy === 'allowed') await screenshot(host, screenshotName);

    // Telegram's «Reload page»: at /homePage, no launch data in the address any more.
    expect(new URL(panel.url()).pathname).toBe('/homePage');
    expect(panel.url()).not.toContain('tgWebApp');
    await reloadPanel(host);
    expect(await settledPath(panel)).toBe('/homePage');
    await waitForSent(host, 'web_app_ready');

    // The access token expires: the hotels still come, after exactly one refresh.
    const accessToken = observed(host).lastAccessToken;
    expect(accessToken).toBeDefined();
    expireAccessToken(accessToken ?? '');
    await pickRegion(panel, 'Анталья');
    await panel.getByRole('region', { name: 'Отели региона Анталья!' }).getByRole('link', { name: HOTEL.hotel_name, exact: true }).click();
    const mapLink = await mapLinkIn(panel);
    expect(observed(host).refreshes).toBe(1);

    // The map opens through Telegram: no window of the frame's own, the frame stays where it is.
    const detailUrl = panel.url();
    await mapLink.click();
    const somethingHappened = async () =>
      (await openLinkEvents(host)).length > 0 || observed(host).openedWindows.length > 0 || panel.url() !== detailUrl;
    await expect.poll(somethingHappened).toBe(true);
    expect.soft(await openLinkEvents(host)).toEqual([['web_app_open_link', expect.objectContaining({ url: MAP_URL })]]);
    expect.soft(observed(host).openedWindows).toEqual([]);
    expect.soft(panel.url()).toBe(detailUrl);

    // Telegram's back button asks first, then sends "close" and closes.
    await deliverEvent(host, 'back_button_pressed');
    const dialog = panel.getByRole('dialog', { name: 'Закрыть панель?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Всё равно закрыть' }).click();
    await waitForSent(host, 'web_app_close');
    const types = (await sentEvents(host)).map(([type]) => type);
    expect(await sentEvents(host)).toContainEqual(['web_app_data_send', { data: 'close' }]);
    expect(types.indexOf('web_app_data_send')).toBeLessThan(types.indexOf('web_app_close'));
  });
});

describe('the hotel map outside Telegram', () => {
  it('stays a plain link to a new tab', async () => {
    const page = await openPage({ viewport: PHONE, signedIn: true });
    await page.goto(`${APP_URL}/homePage?view=HOTEL_DETAIL&regionId=1&hotelId=1`);
    const link = await mapLinkIn(page);
    expect(await link.getAttribute('href')).toBe(MAP_URL);
    expect(await link.getAttribute('target')).toBe('_blank');
  });
});
