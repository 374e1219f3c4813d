import { existsSync } from 'node:fs';
import { chromium, type LaunchOptions } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumLaunchOptions } from '../../scripts/chromium';
import { startNginx, type NginxServer } from '../../scripts/nginx-server';
import { E2E_WORKERS, apiUrlOf, workerPorts } from './workers';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The panel's address for each worker, by slot (tests/e2e/workers.ts). */
    appUrls: string[];
    chromiumLaunch: LaunchOptions;
  }
}

/**
 * The production build served as in production: nginx with deploy/'s configuration (headers, CSP,
 * config.js written from the environment), through scripts/serve-nginx.sh, once per worker, each
 * pointed at that worker's fake API (started by the worker itself, tests/e2e/fake-api.ts). The
 * ports and the build folder can be moved (E2E_API_PORT, E2E_APP_PORT, E2E_DIST_DIR) to run suites
 * side by side; NGINX names another nginx binary.
 */
export default async function setup(project: TestProject) {
  const distDir = process.env.E2E_DIST_DIR ?? 'dist';
  if (!existsSync(`${distDir}/index.html`)) throw new Error(`Build the panel first: npm run build (no ${distDir})`);

  // Worked out once here rather than in each spec file, which would start a Chromium more for it.
  const chromiumLaunch = await chromiumLaunchOptions(chromium);
  const servers: NginxServer[] = [];
  const closeAll = () => Promise.all(servers.map((server) => server.close()));
  try {
    for (let slot = 0; slot < E2E_WORKERS; slot++) {
      servers.push(await startNginx({ distDir, apiUrl: apiUrlOf(slot), port: workerPorts(slot).app }));
    }
  } catch (error) {
    await closeAll();
    throw error;
  }
  project.provide(
    'appUrls',
    servers.map((server) => server.url),
  );
  project.provide('chromiumLaunch', chromiumLaunch);
  return closeAll;
}
