import { setTimeout as sleep } from 'node:timers/promises';
import { http, HttpResponse } from 'msw';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expireAccessToken } from '../../mocks/auth';
import { db } from '../../mocks/db';
import type { ReceivedRequest } from '../../mocks/http';
import { API_URL, APP_URL, PHONE, openPage, screenshot, setUpBrowser } from './browser';
import { workerFakeApi } from './fake-api';

setUpBrowser();

const HOTEL = 'Lara Sun Palace';
const REFRESH_PATH = '/auth/refresh_token';
/** How long after the hotel is opened the requests that reach the fake API are counted. */
const WATCHED_MS = 10_000;
/** The first refresh and the attempts the pauses allow in that time (after 1, 2 and 4 s, each ±25 %). */
const MAX_REFRESHES = 4;
/** Those refreshes, and each of the screen's requests sent once with the refused token. */
const MAX_CALLS = 12;

const isRefresh = (request: ReceivedRequest) => request.method === 'POST' && request.path === REFRESH_PATH;
const listed = (received: readonly ReceivedRequest[]) => received.map(({ method, path }) => `${method} ${path}`).join('\n');

function hotelDetailAddress(): string {
  const hotel = db.hotels.find((candidate) => candidate.hotel_name === HOTEL);
  if (!hotel) throw new Error(`${HOTEL} is not in the seed`);
  return `${APP_URL}/homePage?view=HOTEL_DETAIL&regionId=${hotel.region_id}&hotelId=${hotel.hotel_id}`;
}

/**
 * A page signed in with a token pair of its own (the worker's shared pair must not be spent here)
 * whose access token has expired, and no list saved from an earlier visit: the regions too must come
 * from the server.
 */
async function signedInWithExpiredToken(): Promise<Page> {
  const response = await fetch(`${API_URL}/admin/verify`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ tg_id: '1', hash: 'demo' }),
  });
  const { access_token, refresh_token } = (await response.json()) as { access_token: string; refresh_token: string };
  expireAccessToken(access_token);
  // The browser logs each refused and failed request itself.
  const page = await openPage({ viewport: PHONE, expectConsoleErrors: true });
  await page.context().addCookies([
    { name: 'jwtToken', value: access_token, url: APP_URL },
    { name: 'refreshToken', value: refresh_token, url: APP_URL },
  ]);
  return page;
}

/** The addresses the page's main frame goes to from now on. */
function visitedAddresses(page: Page): string[] {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  return visited;
}

/**
 * Opens the hotel while every refresh fails with `failure` and counts what reaches the fake API in
 * the ten seconds after; then lets the refresh work and presses «Повторить».
 */
async function openHotelWhileTheRefreshFails(failure: () => Response, name: string): Promise<void> {
  const page = await signedInWithExpiredToken();
  const api = await workerFakeApi();
  let recovered = false;
  api.use(http.post(`*${REFRESH_PATH}`, () => (recovered ? undefined : failure())));
  const received: ReceivedRequest[] = [];
  api.onRequest((request) => received.push(request));
  const visited = visitedAddresses(page);

  const watched = sleep(WATCHED_MS);
  await page.goto(hotelDetailAddress());
  // The regions could not come: the panel says the server is unavailable, with «Повторить».
  const retry = page.getByRole('button', { name: 'Повторить' });
  await page.getByText('Сервер недоступен', { exact: false }).waitFor();
  await watched;
  const counted = [...received];
  const refreshes = counted.filter(isRefresh).length;
  console.info(`${name}: ${refreshes} refresh calls, ${counted.length} calls in all in ${WATCHED_MS / 1000} s`);
  expect(refreshes, listed(counted)).toBeLessThanOrEqual(MAX_REFRESHES);
  expect(counted.length, listed(counted)).toBeLessThanOrEqual(MAX_CALLS);
  expect(await retry.isVisible()).toBe(true);
  await screenshot(page, `refresh-backoff-${name}-phone`);

  recovered = true;
  await retry.click();
  await page.getByRole('link', { name: 'Анталья', exact: true }).first().waitFor();
  expect(received.filter(isRefresh)).toHaveLength(refreshes + 1);

  expect(await page.getByText('Сеанс завершён', { exact: false }).count()).toBe(0);
  expect(visited.filter((address) => new URL(address).searchParams.get('reason') === 'session')).toEqual([]);
}

describe('a refresh that fails for a moment, opening a hotel with an expired token', () => {
  it('answered 500: at most 4 refreshes and 12 calls in 10 s, the failure with «Повторить», the regions once it works', async () => {
    await openHotelWhileTheRefreshFails(() => HttpResponse.json({ message: 'Сервис временно недоступен' }, { status: 500 }), 'server-error');
  });

  it('its connection dropped: the same, and the session never ends', async () => {
    await openHotelWhileTheRefreshFails(() => HttpResponse.error(), 'dropped');
  });
});
