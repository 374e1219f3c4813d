import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './free-port.ts';

const SERVE_SCRIPT = fileURLToPath(new URL('./serve-nginx.sh', import.meta.url));
const START_TIMEOUT_MS = 15_000;

export type NginxServer = { url: string; close: () => Promise<void> };

export type NginxOptions = {
  distDir: string;
  /** The API on an origin of its own, as config.js and the preconnect name it (API_BASE_URL)... */
  apiUrl?: string;
  /** ...or the API behind this nginx, its paths proxied on the panel's origin (API_UPSTREAM). */
  apiUpstream?: string;
  /** PEM files: nginx then speaks TLS and HTTP/2 (TLS_CERT, TLS_KEY). */
  tls?: { cert: string; key: string };
  port?: number;
};

/**
 * A build served as in production (deploy/'s nginx configuration, through serve-nginx.sh) with the
 * API on its own origin or behind it, on `port` or, when none is given, on a free one. For the
 * browser suite and the bench, which measure what an admin gets, not a development server.
 */
export async function startNginx({ distDir, apiUrl, apiUpstream, tls, port }: NginxOptions): Promise<NginxServer> {
  const appPort = port ?? (await freePort());
  const url = `${tls ? 'https' : 'http'}://127.0.0.1:${appPort}`;
  // Each setting named, so that none leaks in from the caller's environment.
  const settings = { API_BASE_URL: apiUrl ?? '', API_UPSTREAM: apiUpstream ?? '', TLS_CERT: tls?.cert ?? '', TLS_KEY: tls?.key ?? '' };
  const server = spawn('sh', [SERVE_SCRIPT, distDir], {
    env: { ...process.env, ...settings, HOST: '127.0.0.1', PORT: String(appPort), ACCESS_LOG: 'off' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  await waitUntilServing(server, url);
  return {
    url,
    // The script stops nginx and removes its folder before it exits.
    close: async () => {
      if (server.exitCode !== null) return;
      const exited = once(server, 'exit');
      server.kill('SIGTERM');
      await exited;
    },
  };
}

/** The status `url` answers with, if anything answers; a throwaway certificate is taken as it is. */
export function statusOf(url: string): Promise<number | undefined> {
  const send = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const probe = send(url, { rejectUnauthorized: false }, (response) => {
      response.resume();
      resolve(response.statusCode);
    });
    probe.on('error', () => resolve(undefined));
    probe.end();
  });
}

/** Resolves once nginx answers; rejects with what the script printed if it stops first (no nginx, a bad setting). */
async function waitUntilServing(server: ChildProcess, url: string): Promise<void> {
  let stderr = '';
  server.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let exitCode: number | null | undefined;
  server.once('exit', (code) => (exitCode = code ?? -1));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (exitCode === undefined && Date.now() < deadline) {
    if ((await statusOf(`${url}/index.html`)) === 200) return;
    await sleep(100);
  }
  if (exitCode === undefined) server.kill('SIGTERM');
  throw new Error(`nginx (scripts/serve-nginx.sh) did not start on ${url}:\n${stderr.trim() || `exit code ${exitCode}`}`);
}
