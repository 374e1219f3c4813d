import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './free-port.ts';

const SERVE_SCRIPT = fileURLToPath(new URL('./serve-nginx.sh', import.meta.url));
const START_TIMEOUT_MS = 15_000;

export type NginxServer = { url: string; close: () => Promise<void> };

/**
 * A build served as in production (deploy/'s nginx configuration, through serve-nginx.sh) against
 * the API at `apiUrl`, on `port` or, when none is given, on a free one. For the browser suite and
 * the bench, which measure what an admin gets, not a development server.
 */
export async function startNginx({ distDir, apiUrl, port }: { distDir: string; apiUrl: string; port?: number }): Promise<NginxServer> {
  const appPort = port ?? (await freePort());
  const url = `http://127.0.0.1:${appPort}`;
  const server = spawn('sh', [SERVE_SCRIPT, distDir], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(appPort), API_BASE_URL: apiUrl, ACCESS_LOG: 'off' },
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

/** Resolves once nginx answers; rejects with what the script printed if it stops first (no nginx, a bad setting). */
async function waitUntilServing(server: ChildProcess, url: string): Promise<void> {
  let stderr = '';
  server.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let exitCode: number | null | undefined;
  server.once('exit', (code) => (exitCode = code ?? -1));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (exitCode === undefined && Date.now() < deadline) {
    const answered = await fetch(`${url}/index.html`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await sleep(100);
  }
  if (exitCode === undefined) server.kill('SIGTERM');
  throw new Error(`nginx (scripts/serve-nginx.sh) did not start on ${url}:\n${stderr.trim() || `exit code ${exitCode}`}`);
}
