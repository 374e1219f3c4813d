import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { onRefreshRefused } from '@/api/refresh';
import { fetchRegions } from '@/entities/regions/api';
import { expireAccessTokens } from '../../mocks/auth';
import { server } from '../../mocks/node-server';
import { signIn } from '../utils/session';

/** A request that needs the refresh, with the refresh answered by `answer`; reports whether the session was declared over. */
async function refreshAnswered(answer: () => Response | Promise<Response>): Promise<boolean> {
  signIn();
  expireAccessTokens();
  server.use(http.post('*/auth/refresh_token', answer));
  const refused = vi.fn();
  const stop = onRefreshRefused(refused);
  try {
    await fetchRegions().catch(() => undefined);
  } finally {
    stop();
  }
  return refused.mock.calls.length === 1;
}

describe('a refused refresh ends the session for whoever listens', () => {
  it('is told when the server refuses the refresh token', async () => {
    expect(await refreshAnswered(() => HttpResponse.json({ message: 'expired' }, { status: 401 }))).toBe(true);
  });

  it('is not told when the refresh failed for the server or the network: trying later may work', async () => {
    expect(await refreshAnswered(() => HttpResponse.json({ message: 'boom' }, { status: 503 }))).toBe(false);
    expect(await refreshAnswered(() => HttpResponse.error())).toBe(false);
  });

  it('is not told when the refresh works', async () => {
    signIn();
    expireAccessTokens();
    const refused = vi.fn();
    const stop = onRefreshRefused(refused);
    await fetchRegions();
    stop();
    expect(refused).not.toHaveBeenCalled();
  });
});
