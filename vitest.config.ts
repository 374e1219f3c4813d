import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './tests/e2e/workers.ts';

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
          // One jsdom per worker thread, kept from file to file, instead of one per file: the
          // suite's setup puts back what a test may change (tests/setup.ts). Pure modules' tests
          // run in Node (`@vitest-environment node` at their top). A thread often waits (on MSW's
          // answers, on timers), so there are half as many threads again as cores. Record 0023.
          pool: 'threads',
          isolate: false,
          maxWorkers: '150%',
        },
      },
      {
        extends: true,
        // Node-only checks: the fake API, and lint run through ESLint's API.
        test: {
          name: 'fake-api',
          environment: 'node',
          include: ['mocks/**/*.test.ts', 'tests/lint/**/*.test.ts'],
          // After the unit tests, not between them: a thread that changes project starts afresh.
          sequence: { groupOrder: 1 },
          // As many threads as the unit project's, so that a run may put both in one group
          // (`--sequence.shuffle` replaces the sequence settings, group order included).
          maxWorkers: '150%',
        },
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
          // Files run side by side, each worker with a fake API and an nginx of its own
          // (tests/e2e/workers.ts); a worker keeps its modules, and so its fake API, from one file
          // to the next instead of starting them again.
          maxWorkers: E2E_WORKERS,
          isolate: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
