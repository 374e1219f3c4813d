import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse, type RequestHandler } from 'msw';
import { setAccessTokenTtl } from '../auth.ts';
import { catalogueSizeFrom, setCatalogueSize } from '../db/index.ts';
import { handlers as defaultHandlers } from '../handlers/index.ts';
import { corsHeaders, preflightHeaders } from './cors.ts';
import { toFetchRequest } from './node-request.ts';
import { sendJson, sendResponse } from './send-response.ts';

export interface FakeApiOptions {
  /** Default 3000, the panel's default base address; 0 picks a free port. */
  port?: number;
  /** Default: loopback on both 127.0.0.1 and ::1, so `localhost` works whichever one it resolves to. */
  host?: string;
  /** Default: env FAKE_API_UPLOAD_BYTES_PER_SECOND, else 0 (unthrottled). */
  uploadBytesPerSecond?: number;
  /** When set, overrides the access-token lifetime (env FAKE_API_TOKEN_TTL_SECONDS is read by auth.ts). */
  tokenTtlSeconds?: number;
  /**
   * Hotels to seed: a number for a big generated catalogue (10,000 puts 3,265 in Анталья), `null`
   * for the demo seed. Default: env FAKE_API_CATALOGUE (`large`, a number, or `demo`), else the demo seed.
   */
  catalogueSize?: number | null;
  handlers?: RequestHandler[];
}

/** A request as it reached the server: what a test counts. */
export interface ReceivedRequest {
  method: string;
  path: string;
}

export interface FakeApi {
  url: string;
  port: number;
  /**
   * A test's own answers, tried before the standing handlers until `resetOverrides()`, as MSW's
   * `server.use`: one answering nothing falls through to them, and `HttpResponse.error()` drops the connection.
   */
  use(...handlers: RequestHandler[]): void;
  /** Calls `listener` with each request that reaches the server (CORS preflights left out) until `resetOverrides()`. */
  onRequest(listener: (request: ReceivedRequest) => void): void;
  /** Drops what `use` and `onRequest` added: the browser suite calls it before each test. */
  resetOverrides(): void;
  close(): Promise<void>;
}

function envNumber(name: string): number | undefined {
  const value = Number(process.env[name]);
  return process.env[name] && Number.isFinite(value) && value >= 0 ? value : undefined;
}

function listen(server: Server, port: number, host: string, ipv6Only: boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host, ipv6Only }, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/**
 * A network error, as MSW's `HttpResponse.error()` means it: the connection drops. Only after the
 * answer's first bytes: a browser sends a request again by itself when a connection it reused closes
 * before any answer (Chromium does), which would reach the server twice.
 */
function dropMidAnswer(res: ServerResponse): void {
  res.writeHead(200, { ...corsHeaders, 'Content-Type': 'application/json' });
  res.write('{', () => res.destroy());
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    // Keep-alive connections from a browser would otherwise hold close() open indefinitely.
    server.closeAllConnections();
  });
}

export async function startFakeApi(options: FakeApiOptions = {}): Promise<FakeApi> {
  const handlers = options.handlers ?? defaultHandlers;
  const uploadBytesPerSecond = options.uploadBytesPerSecond ?? envNumber('FAKE_API_UPLOAD_BYTES_PER_SECOND') ?? 0;
  if (options.tokenTtlSeconds !== undefined) setAccessTokenTtl(options.tokenTtlSeconds * 1000);
  const catalogueSize = options.catalogueSize === undefined ? catalogueSizeFrom(process.env.FAKE_API_CATALOGUE) : options.catalogueSize;
  // Only a big catalogue is seeded here: the demo seed is already in place (and a test may have changed it).
  if (catalogueSize) setCatalogueSize(catalogueSize);

  const overrides: RequestHandler[] = [];
  const listeners = new Set<(request: ReceivedRequest) => void>();

  const onRequest = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, preflightHeaders).end();
        return;
      }
      const received = { method: req.method ?? 'GET', path: new URL(req.url ?? '/', 'http://fake-api').pathname };
      for (const listener of listeners) listener(received);
      const request = await toFetchRequest(req, { uploadBytesPerSecond });
      const response = await getResponse([...overrides, ...handlers], request);
      if (response?.type === 'error') {
        dropMidAnswer(res);
        return;
      }
      if (!response) {
        sendJson(res, 404, { message: `Не найдено: ${request.method} ${new URL(request.url).pathname}` });
        return;
      }
      await sendResponse(res, response, req.method === 'HEAD');
    } catch (error) {
      console.error('[fake-api]', error);
      if (!res.headersSent) sendJson(res, 500, { message: 'Внутренняя ошибка fake API.' });
      else res.destroy();
    }
  };

  const servers: Server[] = [];
  const bind = async (host: string, port: number, ipv6Only: boolean): Promise<number> => {
    const server = createServer((req, res) => void onRequest(req, res));
    const bound = await listen(server, port, host, ipv6Only);
    servers.push(server);
    return bound;
  };

  const closeAll = async (): Promise<void> => {
    await Promise.all(servers.map(close));
  };

  const seams = {
    use(...added: RequestHandler[]) {
      overrides.unshift(...added);
    },
    onRequest(listener: (request: ReceivedRequest) => void) {
      listeners.add(listener);
    },
    resetOverrides() {
      overrides.length = 0;
      listeners.clear();
    },
  };

  try {
    if (options.host) {
      const port = await bind(options.host, options.port ?? 3000, false);
      const host = options.host.includes(':') ? `[${options.host}]` : options.host;
      return { url: `http://${host}:${port}`, port, ...seams, close: closeAll };
    }
    const port = await bind('127.0.0.1', options.port ?? 3000, false);
    // A machine without IPv6 still serves on 127.0.0.1; only then is ::1 allowed to fail.
    await bind('::1', port, true).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EADDRNOTAVAIL' && error.code !== 'EAFNOSUPPORT') throw error;
    });
    return { url: `http://localhost:${port}`, port, ...seams, close: closeAll };
  } catch (error) {
    await closeAll();
    throw error;
  }
}
