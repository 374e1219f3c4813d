import { existsSync } from 'node:fs';
import { chromium, type LaunchOptions } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { startFakeApi } from '../../mocks/http';
import { chromiumLaunchOptions } from '../../scripts/chromium';
import { startNginx } from '../../scripts/nginx-server';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    apiUrl: string;
    chromiumLaunch: LaunchOptions;
  }
}

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

  // Worked out once here rather than in each spec file, which would start a Chromium more for it.
  const chromiumLaunch = await chromiumLaunchOptions(chromium);
  const apiUrl = `http://localhost:${apiPort}`;
  const api = await startFakeApi({ port: apiPort });
  const app = await startNginx({ distDir, apiUrl, port: appPort }).catch(async (error: unknown) => {
    await api.close();
    throw error;
  });
  project.provide('appUrl', app.url);
  project.provide('apiUrl', apiUrl);
  project.provide('chromiumLaunch', chromiumLaunch);
  return async () => {
    await app.close();
    await api.close();
  };
}
