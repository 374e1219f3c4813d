// The pages under test, served as a production server would serve them, and a token for the baseline.
import { preview } from 'vite';

/**
 * Hashed assets as a production server sends them (cached for good); `vite preview` alone asks the
 * browser to revalidate each one, which would make a repeat open measure round trips, not the app.
 * @type {import('vite').Plugin}
 */
const immutableAssets = {
  name: 'bench:immutable-assets',
  configurePreviewServer(server) {
    server.middlewares.use((request, response, next) => {
      if (request.url?.startsWith('/assets/')) response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      next();
    });
  },
};

/** `vite preview` of a build on a free port, as tests/e2e/global-setup.ts serves the panel. @param {string} outDir */
export async function serve(outDir) {
  const server = await preview({
    configFile: false,
    plugins: [immutableAssets],
    logLevel: 'warn',
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1' },
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error(`preview of ${outDir} has no port`);
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.httpServer.close(resolve)),
  };
}

/** The access token the handshake gives the demo admin. @param {string} apiUrl */
export async function accessToken(apiUrl) {
  const response = await fetch(`${apiUrl}/admin/verify`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ tg_id: 1, hash: 'demo' }),
  });
  if (!response.ok) throw new Error(`POST /admin/verify answered ${response.status}`);
  return /** @type {{ access_token: string }} */ (await response.json()).access_token;
}
