import { HTTPError } from 'ky';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { isUnauthorized } from '@/api/errors';
import { readAccessToken, readRefreshToken, saveTokens } from '@/api/tokens';
import { fetchRegions } from '@/entities/regions/api';
import { expireAccessTokens, issueTokens } from '../../mocks/auth';
import { server } from '../../mocks/node-server';
import { failing, recordRequests, requestsTo } from '../utils/requests';
import { signIn } from '../utils/session';

const REFRESH_PATH = '/auth/refresh_token';
const REGIONS_PATH = '/v1/regions';

describe('token refresh on 401', () => {
  it('refreshes once for ten simultaneous 401s and retries each request once with the new token', async () => {
    signIn();
    const staleToken = readAccessToken();
    expireAccessTokens();
    const requests = recordRequests();

    const results = await Promise.all(Array.from({ length: 10 }, () => fetchRegions()));

    expect(results).toHaveLength(10);
    for (const regions of results) expect(regions.length).toBeGreaterThan(0);
    expect(requestsTo(requests, 'POST', REFRESH_PATH)).toHaveLength(1);
    const regionCalls = requestsTo(requests, 'GET', REGIONS_PATH);
    expect(regionCalls).toHaveLength(20);
    const freshToken = readAccessToken();
    expect(freshToken).not.toBe(staleToken);
    expect(regionCalls.filter((call) => call.authorization === `Bearer ${freshToken}`)).toHaveLength(10);
    expect(JSON.parse(requestsTo(requests, 'POST', REFRESH_PATH)[0]!.body)).toEqual({
      refresh_token: expect.any(String),
    });
  });

  it('stores the rotated refresh token', async () => {
    signIn();
    const oldRefreshToken = readRefreshToken();
    expireAccessTokens();
    await fetchRegions();
    expect(readRefreshToken()).toBeTruthy();
    expect(readRefreshToken()).not.toBe(oldRefreshToken);
  });

  it('rejects every request with its original 401 when the refresh fails, never refreshing the refresh', async () => {
    signIn();
    expireAccessTokens();
    server.use(http.post('*/auth/refresh_token', () => HttpResponse.json({ message: 'expired' }, { status: 401 })));
    const requests = recordRequests();

    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, () => fetchRegions()));

    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      const reason = (outcome as PromiseRejectedResult).reason as HTTPError;
      expect(reason).toBeInstanceOf(HTTPError);
      expect(reason.response.status).toBe(401);
      expect(new URL(reason.request.url).pathname).toBe(REGIONS_PATH);
    }
    expect(requestsTo(requests, 'POST', REFRESH_PATH)).toHaveLength(1);
    expect(requestsTo(requests, 'GET', REGIONS_PATH)).toHaveLength(10);
  });

  it('keeps the tokens when the refresh fails for the server, and fails with that failure, not the 401', async () => {
    signIn();
    const tokens = { access: readAccessToken(), refresh: readRefreshToken() };
    expireAccessTokens();
    server.use(http.post('*/auth/refresh_token', () => HttpResponse.json({ message: 'boom' }, { status: 503 })));

    const failure = await fetchRegions().then(
      () => undefined,
      (error: unknown) => error,
    );

    expect(failure).toBeInstanceOf(HTTPError);
    expect((failure as HTTPError).response.status).toBe(503);
    expect(isUnauthorized(failure)).toBe(false);
    expect({ access: readAccessToken(), refresh: readRefreshToken() }).toEqual(tokens);
  });

  it('goes on with the pair another tab saved when the refresh is refused for a token that tab spent', async () => {
    signIn();
    expireAccessTokens();
    const otherTab = issueTokens(1);
    // The other tab refreshes first: the cookies, shared by the tabs, change under this one's request.
    server.use(
      http.post('*/auth/refresh_token', () => {
        saveTokens(otherTab);
        return HttpResponse.json({ message: 'Refresh token already used' }, { status: 401 });
      }),
    );
    const requests = recordRequests();

    const regions = await fetchRegions();

    expect(regions.length).toBeGreaterThan(0);
    expect(requestsTo(requests, 'GET', REGIONS_PATH).at(-1)?.authorization).toBe(`Bearer ${otherTab.access_token}`);
    expect(readRefreshToken()).toBe(otherTab.refresh_token);
  });

  it('retries a request only once: a second 401 after a good refresh is final', async () => {
    signIn();
    server.use(http.get('*/v1/regions', () => HttpResponse.json({ message: 'no' }, { status: 401 })));
    const requests = recordRequests();

    await expect(fetchRegions()).rejects.toBeInstanceOf(HTTPError);

    expect(requestsTo(requests, 'POST', REFRESH_PATH)).toHaveLength(1);
    expect(requestsTo(requests, 'GET', REGIONS_PATH)).toHaveLength(2);
  });

  it('does not refresh other failures', async () => {
    signIn();
    failing('get', '*/v1/regions');
    const requests = recordRequests();

    await expect(fetchRegions()).rejects.toBeInstanceOf(HTTPError);

    expect(requestsTo(requests, 'POST', REFRESH_PATH)).toHaveLength(0);
    expect(requestsTo(requests, 'GET', REGIONS_PATH)).toHaveLength(1);
  });

  it('sends the bearer token on every request', async () => {
    signIn();
    const requests = recordRequests();
    await fetchRegions();
    expect(requests[0]?.authorization).toBe(`Bearer ${readAccessToken()}`);
  });
});
