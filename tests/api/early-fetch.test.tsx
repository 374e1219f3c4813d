import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { verifyLogin } from '@/api/auth';
import { ResponseShapeError } from '@/api/errors';
import { readAccessToken } from '@/api/tokens';
import { fetchRegions } from '@/entities/regions/api';
import { expireAccessTokens } from '../../mocks/auth';
import { recordRequests, requestsTo } from '../utils/requests';
import { renderApp } from '../utils/render-app';
import { signIn } from '../utils/session';

const EARLY_REGIONS = [{ id: 7, region_name: 'Фетхие', weight: 5 }];
const LOGIN = { tg_id: '1', hash: 'demo' };

/** What index.html's script leaves for the app: the answer to `path`, sent with `sentWith`. */
function answeredEarly(path: string, sentWith: string | undefined, answer: Response | Error) {
  const sent = answer instanceof Error ? Promise.reject(answer) : Promise.resolve({ sentWith: sentWith ?? '', response: answer });
  window.__EARLY_FETCH__ = { ...window.__EARLY_FETCH__, [path]: sent };
}

afterEach(() => {
  window.__EARLY_FETCH__ = undefined;
});

describe("the regions query adopts index.html's early request", () => {
  it('once: the first load sends nothing, the next one asks the server', async () => {
    signIn();
    const requests = recordRequests();
    answeredEarly('v1/regions', readAccessToken(), Response.json(EARLY_REGIONS));

    expect(await fetchRegions()).toEqual(EARLY_REGIONS);
    expect(requestsTo(requests, 'GET', '/v1/regions')).toHaveLength(0);

    expect(await fetchRegions()).not.toEqual(EARLY_REGIONS);
    expect(requestsTo(requests, 'GET', '/v1/regions')).toHaveLength(1);
  });

  it('a load cancelled while the early answer is on its way leaves it for the next: the server is asked nothing', async () => {
    signIn();
    const requests = recordRequests();
    let answer = (_response: Response) => {};
    const onItsWay = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    window.__EARLY_FETCH__ = { 'v1/regions': onItsWay.then((response) => ({ sentWith: readAccessToken() ?? '', response })) };
    const cancelled = new AbortController();

    const firstLoad = fetchRegions(cancelled.signal);
    cancelled.abort();
    await expect(firstLoad).rejects.toMatchObject({ name: 'AbortError' });
    const nextLoad = fetchRegions();
    answer(Response.json(EARLY_REGIONS));

    expect(await nextLoad).toEqual(EARLY_REGIONS);
    expect(requestsTo(requests, 'GET', '/v1/regions')).toHaveLength(0);
  });

  it('a cold /homePage shows the early answer and asks for no regions itself', async () => {
    signIn();
    const requests = recordRequests();
    answeredEarly('v1/regions', readAccessToken(), Response.json(EARLY_REGIONS));

    renderApp('/homePage');

    expect(await screen.findByRole('link', { name: 'Фетхие' })).toBeInTheDocument();
    expect(requestsTo(requests, 'GET', '/v1/regions')).toHaveLength(0);
  });

  it('checks the early answer against the same schema', async () => {
    signIn();
    answeredEarly('v1/regions', readAccessToken(), Response.json({ regions: EARLY_REGIONS }));

    await expect(fetchRegions()).rejects.toBeInstanceOf(ResponseShapeError);
  });

  it('sends its own request when the early one was refused, so the refresh on a 401 still runs', async () => {
    signIn();
    const staleToken = readAccessToken();
    expireAccessTokens();
    const requests = recordRequests();
    answeredEarly('v1/regions', staleToken, new Response(null, { status: 401 }));

    expect((await fetchRegions()).length).toBeGreaterThan(0);
    expect(requestsTo(requests, 'POST', '/auth/refresh_token')).toHaveLength(1);
    const retried = requestsTo(requests, 'GET', '/v1/regions');
    expect(retried).toHaveLength(2);
    expect(retried[1]!.authorization).toBe(`Bearer ${readAccessToken()}`);
  });

  it('sends its own request when the early one went with another token, or failed', async () => {
    signIn();
    const requests = recordRequests();
    answeredEarly('v1/regions', 'a token since replaced', Response.json(EARLY_REGIONS));
    expect(await fetchRegions()).not.toEqual(EARLY_REGIONS);

    answeredEarly('v1/regions', readAccessToken(), new TypeError('Failed to fetch'));
    expect(await fetchRegions()).not.toEqual(EARLY_REGIONS);

    const sent = requestsTo(requests, 'GET', '/v1/regions');
    expect(sent).toHaveLength(2);
    for (const request of sent) expect(request.authorization).toBe(`Bearer ${readAccessToken()}`);
  });
});

describe("the handshake adopts index.html's early one", () => {
  const tokens = { access_token: 'early-access', refresh_token: 'early-refresh', user_name: 'anna_admin' };

  it('for the same login: tokens stored, no request of its own', async () => {
    const requests = recordRequests();
    answeredEarly('admin/verify', JSON.stringify(LOGIN), Response.json(tokens));

    await verifyLogin(LOGIN);

    expect(readAccessToken()).toBe('early-access');
    expect(requestsTo(requests, 'POST', '/admin/verify')).toHaveLength(0);
  });

  it('not for another login, nor a refused one: then it sends its own', async () => {
    const requests = recordRequests();
    answeredEarly('admin/verify', JSON.stringify({ tg_id: '1', hash: 'other' }), Response.json(tokens));
    await verifyLogin(LOGIN);
    expect(readAccessToken()).not.toBe('early-access');

    answeredEarly('admin/verify', JSON.stringify(LOGIN), Response.json({ detail: 'Нет доступа' }, { status: 403 }));
    await verifyLogin(LOGIN);

    expect(requestsTo(requests, 'POST', '/admin/verify')).toHaveLength(2);
  });
});
