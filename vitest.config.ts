import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**', 'tests/lint/**'],
          setupFiles: ['tests/setup.ts'],
        },
      },
      {
        extends: true,
        // Node-only checks: the fake API, and lint run through ESLint's API.
        test: { name: 'fake-api', environment: 'node', include: ['mocks/**/*.test.ts', 'tests/lint/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One browser, one fake API: the specs share their state, so they run one after another.
          fileParallelism: false,
        },
      },
    ],
  },
});
