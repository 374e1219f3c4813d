import { loadEnv, type Logger, type Plugin } from 'vite';
import { catalogueSizeFrom } from './db/index.ts';
import { startFakeApi, type FakeApi, type FakeApiOptions } from './http/index.ts';

const DEFAULT_PORT = 3000;

function optionsFrom(env: Record<string, string>): FakeApiOptions {
  const ttl = Number(env.FAKE_API_TOKEN_TTL_SECONDS);
  const rate = Number(env.FAKE_API_UPLOAD_BYTES_PER_SECOND);
  return {
    port: Number(env.FAKE_API_PORT) || DEFAULT_PORT,
    ...(ttl > 0 ? { tokenTtlSeconds: ttl } : {}),
    ...(rate >= 0 ? { uploadBytesPerSecond: rate } : {}),
    // From `.env` too, which process.env does not see.
    catalogueSize: catalogueSizeFrom(env.FAKE_API_CATALOGUE) ?? null,
  };
}

const isPortBusy = (error: unknown) =>
  error instanceof Error && 'code' in error && (error as NodeJS.ErrnoException).code === 'EADDRINUSE';

function busyPortAdvice(port: number): string {
  return [
    `Port ${port} is already in use, so the fake API cannot start and the panel would have no API.`,
    `  Stop whatever holds it (another "npm run dev" or "npm run preview"? see: lsof -i :${port}),`,
    `  or pick another port: FAKE_API_PORT=${port + 1} npm run dev  (the panel follows it).`,
  ].join('\n');
}

/** Where the demo administrator signs in, under the server's first local address. */
const DEMO_SIGN_IN = 'verify?tg_id=1&hash=demo';

// One fake API for the Node process: a config change makes Vite build a new server (and a new
// instance of this plugin) before it closes the old one, and the new one takes the running API over.
const RUNNING = Symbol.for('hotel-admin:fake-api');
type ProcessWithApi = typeof globalThis & { [RUNNING]?: Promise<FakeApi> };

/**
 * Starts the fake API next to `vite` and `vite preview`, so `npm run dev` (or a preview of a build)
 * is the one command a developer needs. It starts before the server listens, so a busy port stops
 * everything before Vite says it is ready, and the sign-in address is printed under Vite's own.
 * Settings come from the shell or `.env`: FAKE_API_PORT, FAKE_API_TOKEN_TTL_SECONDS,
 * FAKE_API_UPLOAD_BYTES_PER_SECOND, FAKE_API_CATALOGUE. Under Vitest (unit tests use msw/node; the
 * browser suite starts its own API) it stays out of the way.
 */
export function fakeApiPlugin(): Plugin {
  let env: Record<string, string> = {};
  const host = globalThis as ProcessWithApi;

  /** Resolves once the API serves; a port it cannot have (or a setting it refuses) ends the process. */
  const start = async (server: { config: { logger: Logger }; close: () => Promise<void> }): Promise<void> => {
    const { logger } = server.config;
    host[RUNNING] ??= Promise.resolve(env).then(optionsFrom).then(startFakeApi);
    try {
      const api = await host[RUNNING];
      logger.info(`  ➜  Fake API: ${api.url}`);
    } catch (error) {
      host[RUNNING] = undefined;
      const port = Number(env.FAKE_API_PORT) || DEFAULT_PORT;
      logger.error(isPortBusy(error) ? busyPortAdvice(port) : `  ✗  Fake API did not start: ${String(error)}`);
      // A panel without its API only confuses: stop instead of serving it.
      await server.close();
      process.exit(1);
    }
  };

  const stop = async (): Promise<void> => {
    const api = await host[RUNNING]?.catch(() => undefined);
    host[RUNNING] = undefined;
    await api?.close();
  };

  /** Prints the demo sign-in under the addresses Vite prints, where a terminal makes it clickable. */
  const printSignIn = (server: { printUrls: () => void; resolvedUrls: { local: string[] } | null; config: { logger: Logger } }) => {
    const printUrls = server.printUrls.bind(server);
    server.printUrls = () => {
      printUrls();
      const local = server.resolvedUrls?.local[0];
      if (local) server.config.logger.info(`  ➜  Sign in:  ${local}${DEMO_SIGN_IN}  (the demo administrator)`);
    };
  };

  return {
    name: 'hotel-admin:fake-api',
    apply: 'serve',
    config(_config, { mode }) {
      // The dev panel talks to the fake API wherever FAKE_API_PORT puts it, unless an API address
      // is configured explicitly.
      const fakeEnv = loadEnv(mode, process.cwd(), ['FAKE_API_', 'VITE_']);
      if (fakeEnv.VITE_API_BASE_URL || !fakeEnv.FAKE_API_PORT) return;
      const url = `http://localhost:${Number(fakeEnv.FAKE_API_PORT) || DEFAULT_PORT}`;
      return { define: { 'import.meta.env.VITE_API_BASE_URL': JSON.stringify(url) } };
    },
    configResolved(config) {
      // loadEnv lets shell variables win over .env, as for Vite's own settings.
      env = loadEnv(config.mode, config.envDir || config.root, 'FAKE_API_');
    },
    async configureServer(server) {
      if (process.env.VITEST) return;
      printSignIn(server);
      await start(server);
    },
    async configurePreviewServer(server) {
      if (process.env.VITEST || process.env.FAKE_API === 'off') return;
      printSignIn(server);
      server.httpServer.once('close', () => void stop());
      await start(server);
    },
  };
}
