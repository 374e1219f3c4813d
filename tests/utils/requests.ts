import { http, HttpResponse } from 'msw';
import { onTestFinished } from 'vitest';
import { server } from '../../mocks/node-server';

export type RecordedRequest = { method: string; url: URL; authorization: string | null; body: string };

type Method = 'get' | 'post' | 'put' | 'delete';

/** Every request the app sends from now until the end of the test, in order. */
export function recordRequests(): RecordedRequest[] {
  const recorded: RecordedRequest[] = [];
  const pending: Promise<void>[] = [];
  const listener = ({ request }: { request: Request }) => {
    const entry: RecordedRequest = {
      method: request.method,
      url: new URL(request.url),
      authorization: request.headers.get('Authorization'),
      body: '',
    };
    recorded.push(entry);
    pending.push(
      request
        .clone()
        .text()
        .then((text) => {
          entry.body = text;
        }),
    );
  };
  server.events.on('request:start', listener);
  onTestFinished(() => {
    server.events.removeListener('request:start', listener);
  });
  return recorded;
}

export function requestsTo(recorded: RecordedRequest[], method: string, pathname: string): RecordedRequest[] {
  return recorded.filter((entry) => entry.method === method && entry.url.pathname === pathname);
}

/** What was recorded besides reads: the requests that would change something on the server. */
export const writesIn = (recorded: RecordedRequest[]): RecordedRequest[] =>
  recorded.filter((entry) => entry.method !== 'GET');

/** The parsed JSON bodies of what was recorded. */
export const bodiesOf = (requests: readonly { body: string }[]): unknown[] =>
  requests.map((request) => JSON.parse(request.body) as unknown);

/** Every `method path` request (an MSW pattern, `*` first for any origin) answers 500 until the test ends. */
export function failing(method: Method, path: string): void {
  server.use(http[method](path, () => HttpResponse.json({ message: 'Сервер недоступен' }, { status: 500 })));
}

/**
 * Holds every `method path` request (those `only` picks, when given) until `release()`, then lets
 * the fake API answer it: the screen can be looked at while a load or a save is on its way.
 */
export function holdRequests(method: Method, path: string, only: (url: URL) => boolean = () => true): { release: () => void } {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http[method](path, async ({ request }) => {
      if (only(new URL(request.url))) await gate;
    }),
  );
  return { release: () => release() };
}
