// The pages under test, served as a production server would serve them, and a token for the baseline.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

/** A module of scripts/ (TypeScript), loaded through Vite. @param {string} name */
export const loadScript = async (name) =>
  /** @type {unknown} */ ((await runnerImport(fileURLToPath(new URL(`../../scripts/${name}`, import.meta.url)))).module);

/**
 * A build behind deploy/'s nginx configuration (scripts/nginx-server.ts, as the browser suite serves
 * the panel) on a free port: brotli twins, hashed assets cached for good, config.js and index.html
 * written from where the API is (and TLS with HTTP/2 when given). A repeat open then measures the
 * app, not revalidation round trips, and a cold one the bytes a phone really downloads.
 * @param {import('../../scripts/nginx-server.ts').NginxOptions} options
 */
export async function serve(options) {
  const nginx = /** @type {typeof import('../../scripts/nginx-server.ts')} */ (await loadScript('nginx-server.ts'));
  return nginx.startNginx(options);
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
