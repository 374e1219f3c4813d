// The pages under test, served as a production server would serve them, and a token for the baseline.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

/**
 * A build behind deploy/'s nginx configuration (scripts/nginx-server.ts, as the browser suite serves
 * the panel) on a free port: brotli twins, hashed assets cached for good, config.js written from
 * `apiUrl`. A repeat open then measures the app, not revalidation round trips, and a cold one the
 * bytes a phone really downloads.
 * @param {string} outDir @param {string} apiUrl
 */
export async function serve(outDir, apiUrl) {
  const nginx = /** @type {typeof import('../../scripts/nginx-server.ts')} */ (
    (await runnerImport(fileURLToPath(new URL('../../scripts/nginx-server.ts', import.meta.url)))).module
  );
  return nginx.startNginx({ distDir: outDir, apiUrl });
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
