import { HTTPError } from 'ky';
import { describe, expect, it } from 'vitest';
import type * as KyLoader from '@/api/ky-loader';

/**
 * The loader as a page has it before its first request: ky not fetched yet. A copy of the module of
 * its own per `page` (the address's query), the rest of the app shared.
 */
async function freshLoader(page: string): Promise<typeof KyLoader> {
  const path = '@/api/ky-loader';
  return (await import(/* @vite-ignore */ `${path}?${page}`)) as typeof KyLoader;
}

const refused = () => new HTTPError(new Response(null, { status: 401 }), new Request('http://localhost:3000/v1/regions'), {} as never);

describe('ky, fetched with the first request that needs it', () => {
  it("tells no failure as one of ky's before ky has come, since none can be yet", async () => {
    const { isHTTPError, isTimeoutError } = await freshLoader('nothing-sent');
    expect(isHTTPError(refused())).toBe(false);
    expect(isTimeoutError(new Error('timeout'))).toBe(false);
  });

  it("tells ky's failures by ky's own classes once it has come, and fetches it once", async () => {
    const { isHTTPError, loadKy } = await freshLoader('first-request');
    const [first, second] = await Promise.all([loadKy(), loadKy()]);
    expect(first).toBe(second);
    expect(isHTTPError(refused())).toBe(true);
    expect(isHTTPError(new Error('offline'))).toBe(false);
  });
});
