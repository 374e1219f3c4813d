import { loadEnv, type Logger, type Plugin } from 'vite';
import { startFakeApi, type FakeApi } from './http/index.ts';

function optionsFrom(env: Record<string, string>): Parameters<typeof startFakeApi>[0] {
  const ttl = Number(env.FAKE_API_TOKEN_TTL_SECONDS);
  const rate = Number(env.FAKE_API_UPLOAD_BYTES_PER_SECOND);
  return {
    port: Number(env.FAKE_API_PORT) || 3000,
    ...(ttl > 0 ? { tokenTtlSeconds: ttl } : {}),
    ...(rate >= 0 ? { uploadBytesPerSecond: rate } : {}),
  };
}

/**
 * Starts the fake API next to `vite` (dev server only), so `npm run dev` is the one command a
 * developer needs. Settings come from the shell or `.env`: FAKE_API_PORT,
 * FAKE_API_TOKEN_TTL_SECONDS, FAKE_API_UPLOAD_BYTES_PER_SECOND.
 */
export function fakeApiPlugin(): Plugin {
  let env: Record<string, string> = {};
  let running: Promise<FakeApi | undefined> | undefined;

  const start = (logger: Logger): void => {
    running ??= startFakeApi(optionsFrom(env)).then(
      (api) => {
        logger.info(`  ➜  Fake API: ${api.url}  (demo login: /verify?tg_id=1&hash=demo)`);
        return api;
      },
      (error: unknown) => {
        // A busy port should not take the dev server down with it; the panel just sees no API.
        logger.error(`  ✗  Fake API did not start: ${error instanceof Error ? error.message : String(error)}`);
        return undefined;
      },
    );
  };

  const stop = async (): Promise<void> => {
    const api = await running;
    running = undefined;
    await api?.close();
  };

  return {
    name: 'hotel-admin:fake-api',
    apply: 'serve',
    configResolved(config) {
      // loadEnv lets shell variables win over .env, as for Vite's own settings.
      env = loadEnv(config.mode, config.envDir || config.root, 'FAKE_API_');
    },
    configureServer(server) {
      // Vitest boots a Vite server too; its tests use msw/node and must not hold port 3000.
      if (process.env.VITEST) return;
      // Started on 'listening', not now: on a config change Vite builds the new server before closing
      // the old one, and both fake APIs would want the same port.
      if (server.httpServer) server.httpServer.once('listening', () => start(server.config.logger));
      else start(server.config.logger);
    },
    buildEnd: stop,
  };
}
