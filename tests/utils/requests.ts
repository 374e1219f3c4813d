import { onTestFinished } from 'vitest';
import { server } from '../../mocks/node-server';

export type RecordedRequest = { method: string; url: URL; authorization: string | null; body: string };

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
