import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TestProject } from 'vitest/node';
import { startFakeApi } from '../../mocks/http';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    apiUrl: string;
  }
}

const START_TIMEOUT_MS = 15_000;

/**
 * The production build served as in production: nginx with deploy/'s configuration (headers, CSP,
 * config.js written from the environment), through scripts/serve-nginx.sh, against the fake API on
 * :3000, the panel's default address. The ports and the build folder can be moved (E2E_API_PORT,
 * E2E_APP_PORT, E2E_DIST_DIR) to run suites side by side; NGINX names another nginx binary.
 */
export default async function setup(project: TestProject) {
  const apiPort = Number(process.env.E2E_API_PORT ?? 3000);
  const appPort = Number(process.env.E2E_APP_PORT ?? 4173);
  const distDir = process.env.E2E_DIST_DIR ?? 'dist';
  if (!existsSync(`${distDir}/index.html`)) throw new Error(`Build the panel first: npm run build (no ${distDir})`);

  const apiUrl = `http://localhost:${apiPort}`;
  const appUrl = `http://127.0.0.1:${appPort}`;
  const api = await startFakeApi({ port: apiPort });
  const server = spawn('sh', ['scripts/serve-nginx.sh', distDir], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(appPort), API_BASE_URL: apiUrl, ACCESS_LOG: 'off' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  try {
    await waitUntilServing(server, appUrl);
  } catch (error) {
    await api.close();
    throw error;
  }
  project.provide('appUrl', appUrl);
  project.provide('apiUrl', apiUrl);
  return async () => {
    // The script stops nginx and removes its folder before it exits.
    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    await exited;
    await api.close();
  };
}

/** Resolves once nginx answers; rejects with what the script printed if it stops first (no nginx, a bad setting). */
async function waitUntilServing(server: ChildProcess, appUrl: string): Promise<void> {
  let stderr = '';
  server.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let exitCode: number | null | undefined;
  server.once('exit', (code) => (exitCode = code ?? -1));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (exitCode === undefined && Date.now() < deadline) {
    const answered = await fetch(`${appUrl}/index.html`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await sleep(100);
  }
  if (exitCode === undefined) server.kill('SIGTERM');
  throw new Error(`The panel's nginx (scripts/serve-nginx.sh) did not start on ${appUrl}:\n${stderr.trim() || `exit code ${exitCode}`}`);
}
