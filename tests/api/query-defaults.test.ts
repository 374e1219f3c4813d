// @vitest-environment node
import { HTTPError, TimeoutError } from 'ky';
import { describe, expect, it } from 'vitest';
import { isTransientError, ResponseShapeError } from '@/api/errors';
import { createQueryClient } from '@/app/query-client';

function httpError(status: number): HTTPError {
  const request = new Request('http://localhost:3000/v1/regions');
  return new HTTPError(new Response(null, { status }), request, {} as never);
}

describe('query defaults (docs/product.md, Constants)', () => {
  const { queries, mutations } = createQueryClient().getDefaultOptions();
  const retry = queries?.retry as (failureCount: number, error: Error) => boolean;

  it('retries network errors and 5xx at most twice', () => {
    expect(retry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retry(1, httpError(503))).toBe(true);
    expect(retry(2, httpError(503))).toBe(false);
  });

  it('never retries a client error, a timeout or a malformed body', () => {
    for (const error of [httpError(400), httpError(401), httpError(404)]) expect(retry(0, error)).toBe(false);
    expect(isTransientError(new TimeoutError(new Request('http://localhost:3000/v1/regions')))).toBe(false);
    expect(retry(0, new ResponseShapeError('v1/regions', 'bad'))).toBe(false);
  });

  it('does not retry writes', () => {
    expect(mutations?.retry).toBe(false);
  });

  it('refetches on a return to the panel, which a glance away is not (tests/app/refetch-on-return.test.tsx)', () => {
    expect(queries?.refetchOnWindowFocus).toBe(true);
  });
});
