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

/**
 * Starts the fake API next to `vite` and `vite preview`, so `npm run dev` (or a preview of a build)
 * is the one command a developer needs. Settings come from the shell or `.env`: FAKE_API_PORT,
 * FAKE_API_TOKEN_TTL_SECONDS, FAKE_API_UPLOAD_BYTES_PER_SECOND, FAKE_API_CATALOGUE. Under Vitest (unit tests use
 * msw/node; the browser suite starts its own API) it stays out of the way.
 */
export function fakeApiPlugin(): Plugin {
  let env: Record<string, string> = {};
  let running: Promise<FakeApi> | undefined;

  const start = (logger: Logger, closeServer: () => Promise<void>): void => {
    // A setting it refuses (FAKE_API_CATALOGUE=huge) stops it like a busy port does.
    running ??= Promise.resolve(env).then(optionsFrom).then(startFakeApi);
    running.then(
      (api) => logger.info(`  ➜  Fake API: ${api.url}  (demo login: /verify?tg_id=1&hash=demo)`),
      async (error: unknown) => {
        const port = Number(env.FAKE_API_PORT) || DEFAULT_PORT;
        logger.error(isPortBusy(error) ? busyPortAdvice(port) : `  ✗  Fake API did not start: ${String(error)}`);
        // A panel without its API only confuses: stop instead of serving it.
        await closeServer();
        process.exit(1);
      },
    );
  };

  const stop = async (): Promise<void> => {
    const api = await running?.catch(() => undefined);
    running = undefined;
    await api?.close();
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
    configureServer(server) {
      if (process.env.VITEST) return;
      // Started on 'listening', not now: on a config change Vite builds the new server before closing
      // the old one, and both fake APIs would want the same port.
      const begin = () => start(server.config.logger, () => server.close());
      if (server.httpServer) server.httpServer.once('listening', begin);
      else begin();
    },
    configurePreviewServer(server) {
      if (process.env.VITEST || process.env.FAKE_API === 'off') return;
      start(server.config.logger, () => server.close());
      server.httpServer.once('close', () => void stop());
    },
    buildEnd: stop,
  };
}
