import { existsSync } from 'node:fs';
import { preview } from 'vite';
import type { TestProject } from 'vitest/node';
import { startFakeApi } from '../../mocks/http';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    apiUrl: string;
  }
}

/**
 * The production build against the fake API on :3000, the panel's default address. The ports and
 * the build folder can be moved (E2E_API_PORT, E2E_APP_PORT, E2E_DIST_DIR) to run suites side by side.
 */
export default async function setup(project: TestProject) {
  const apiPort = Number(process.env.E2E_API_PORT ?? 3000);
  const appPort = Number(process.env.E2E_APP_PORT ?? 4173);
  const distDir = process.env.E2E_DIST_DIR ?? 'dist';
  if (!existsSync(`${distDir}/index.html`)) throw new Error(`Build the panel first: npm run build (no ${distDir})`);

  const api = await startFakeApi({ port: apiPort });
  const server = await preview({
    build: { outDir: distDir },
    preview: { port: appPort, strictPort: true, host: '127.0.0.1' },
    logLevel: 'warn',
  });
  project.provide('appUrl', `http://127.0.0.1:${appPort}`);
  project.provide('apiUrl', `http://localhost:${apiPort}`);
  return async () => {
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    await api.close();
  };
}
