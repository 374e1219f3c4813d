import { HTTPError } from 'ky';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { loadTokenRefresh, onRefreshRefused } from '@/api/refresh';
import { readRefreshToken } from '@/api/tokens';
import { fetchRegions } from '@/entities/regions/api';
import { expireAccessTokens, issueTokens } from '../../mocks/auth';
import { server } from '../../mocks/node-server';
import { recordRequests, requestsTo, type RecordedRequest } from '../utils/requests';
import { signIn } from '../utils/session';

// The refresh is a lazy chunk: loaded up front, so that no test's stopped clock waits on its import.
beforeAll(() => loadTokenRefresh());

const REFRESH_PATH = '/auth/refresh_token';
const REGIONS_PATH = '/v1/regions';

type RefreshAnswer = 'unavailable' | 'dropped' | 'refused' | 'works' | 'works without rotating';

type Session = {
  /** How the fake API answers the refresh from now on. */
  answer: { now: RefreshAnswer };
  /** When each refresh reached it, on the test's clock. */
  refreshedAt: number[];
  requests: RecordedRequest[];
};

/** A signed-in panel whose access token has expired and whose refresh is unavailable, with the clock stopped. */
function expiredSession(): Session {
  signIn();
  expireAccessTokens();
  const session: Session = { answer: { now: 'unavailable' }, refreshedAt: [], requests: recordRequests() };
  server.use(
    http.post(`*${REFRESH_PATH}`, () => {
      session.refreshedAt.push(Date.now());
      const answer = session.answer.now;
      if (answer === 'unavailable') return HttpResponse.json({ message: 'Сервис недоступен' }, { status: 503 });
      if (answer === 'dropped') return HttpResponse.error();
      if (answer === 'refused') return HttpResponse.json({ message: 'expired' }, { status: 401 });
      // A server that keeps the refresh token: only the success itself tells the panel it worked.
      if (answer === 'works without rotating') return HttpResponse.json({ ...issueTokens(1), refresh_token: readRefreshToken() });
      return undefined;
    }),
  );
  vi.useFakeTimers();
  onTestFinished(() => {
    vi.useRealTimers();
  });
  return session;
}

/** Runs what is due by now (requests, answers, rejections) without moving the clock. */
async function settle(): Promise<void> {
  for (let round = 0; round < 20; round += 1) await vi.advanceTimersByTimeAsync(0);
}

async function passTime(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
  await settle();
}

/** Moves the clock to the end of the pause the waiting requests are held by, and lets its attempt run. */
async function untilThePauseEnds(): Promise<void> {
  await vi.advanceTimersToNextTimerAsync();
  await settle();
}

/** How a load ended: `'loaded'`, the failure's HTTP status, `'no connection'`, or another failure's text. */
type Outcome = string | number;

function loadRegions(count: number): Promise<Outcome>[] {
  return Array.from({ length: count }, () =>
    fetchRegions().then(
      () => 'loaded',
      (error: unknown) => {
        if (error instanceof HTTPError) return error.response.status;
        return error instanceof TypeError ? 'no connection' : String(error);
      },
    ),
  );
}

/**
 * One load, then `perPause` more during each pause until `attempts` refreshes have been tried: the
 * loads, each ended by the attempt it waited for.
 */
async function loadsOverFailedAttempts(attempts: number, perPause: number): Promise<Promise<Outcome>[]> {
  const loads = loadRegions(1);
  await settle();
  for (let attempt = 2; attempt <= attempts; attempt += 1) {
    loads.push(...loadRegions(perPause));
    await untilThePauseEnds();
  }
  return loads;
}

/** The outcome of each of `loads`, or `'waiting'` for those not ended yet, read without waiting. */
async function outcomesOf(loads: Promise<Outcome>[]): Promise<Outcome[]> {
  await settle();
  return Promise.all(loads.map((load) => Promise.race([load, Promise.resolve('waiting')])));
}

const refreshesIn = ({ refreshedAt }: Session) => refreshedAt.length;
const regionGetsIn = ({ requests }: Session) => requestsTo(requests, 'GET', REGIONS_PATH).length;

describe('a refresh that failed for a moment', () => {
  it('makes the requests that need a token wait together for its next attempt: one refresh for all of them', async () => {
    const session = expiredSession();
    const refused = vi.fn();
    onTestFinished(onRefreshRefused(refused));

    expect(await outcomesOf(loadRegions(10))).toEqual(Array(10).fill(503));
    expect(refreshesIn(session)).toBe(1);
    expect(regionGetsIn(session)).toBe(10);

    const waiting = loadRegions(10);
    await passTime(700);
    expect(await outcomesOf(waiting)).toEqual(Array(10).fill('waiting'));
    expect(refreshesIn(session)).toBe(1);
    await passTime(600);
    expect(await outcomesOf(waiting)).toEqual(Array(10).fill(503));
    expect(refreshesIn(session)).toBe(2);
    // The server refused the stored token: none of them was sent with it again.
    expect(regionGetsIn(session)).toBe(10);
    expect(refused).not.toHaveBeenCalled();
  });

  it('pauses 1, 2, 4 and 8 s, each ±25 %, and no longer, between attempts', async () => {
    const session = expiredSession();
    session.answer.now = 'dropped';
    const loads = await loadsOverFailedAttempts(6, 2);

    expect(await outcomesOf(loads)).toEqual(Array(11).fill('no connection'));
    const pauses = session.refreshedAt.slice(1).map((at, index) => at - (session.refreshedAt[index] ?? at));
    const within = [1_000, 2_000, 4_000, 8_000, 8_000].map((pause) => [pause * 0.75, pause * 1.25]);
    expect(pauses.map((pause, index) => pause >= (within[index]?.[0] ?? 0) && pause <= (within[index]?.[1] ?? 0))).toEqual(Array(5).fill(true));
    expect(regionGetsIn(session)).toBe(1);
  });

  it('ends its pause when the connection comes back, and the waiting requests go with the new token', async () => {
    const session = expiredSession();
    session.answer.now = 'dropped';
    const failed = await loadsOverFailedAttempts(3, 1);
    expect(await outcomesOf(failed)).toEqual(Array(3).fill('no connection'));

    session.answer.now = 'works';
    const waiting = loadRegions(4);
    expect(await outcomesOf(waiting)).toEqual(Array(4).fill('waiting'));
    window.dispatchEvent(new Event('online'));

    expect(await outcomesOf(waiting)).toEqual(Array(4).fill('loaded'));
    expect(refreshesIn(session)).toBe(4);
    expect(regionGetsIn(session)).toBe(1 + 4);
  });

  it('starts its pauses from 1 s again after a refresh that worked, even where the server keeps the refresh token', async () => {
    const session = expiredSession();
    const failed = loadRegions(1);
    await settle();
    for (let attempt = 2; attempt <= 3; attempt += 1) {
      failed.push(...loadRegions(1));
      await untilThePauseEnds();
    }
    expect(await outcomesOf(failed)).toEqual(Array(3).fill(503));

    session.answer.now = 'works without rotating';
    const recovered = loadRegions(1);
    await untilThePauseEnds();
    expect(await outcomesOf(recovered)).toEqual(['loaded']);

    expireAccessTokens();
    session.answer.now = 'unavailable';
    expect(await outcomesOf(loadRegions(1))).toEqual([503]);
    const afterOneSecond = loadRegions(1);
    await passTime(1_250);
    expect(await outcomesOf(afterOneSecond)).toEqual([503]);
    expect(refreshesIn(session)).toBe(6);
  });

  it('holds back no new sign-in: its first refresh goes at once', async () => {
    const session = expiredSession();
    expect(await outcomesOf(loadRegions(1))).toEqual([503]);

    signIn();
    expireAccessTokens();

    expect(await outcomesOf(loadRegions(1))).toEqual([503]);
    expect(refreshesIn(session)).toBe(2);
  });

  it('ends the session as soon as its next attempt is refused, each waiting request with its 401', async () => {
    const session = expiredSession();
    const refused = vi.fn();
    onTestFinished(onRefreshRefused(refused));
    expect(await outcomesOf(loadRegions(1))).toEqual([503]);

    session.answer.now = 'refused';
    const waiting = loadRegions(3);
    await untilThePauseEnds();

    expect(refused).toHaveBeenCalledTimes(1);
    expect(refreshesIn(session)).toBe(2);
    expect(await outcomesOf(waiting)).toEqual([401, 401, 401]);
  });
});
