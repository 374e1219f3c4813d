import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetDb } from '../mocks/db';
import { server } from '../mocks/node-server';
import { clearToasts } from '@/shared/ui/toast/toast-store';
import { settleConfirmation } from '@/shared/ui/confirm/confirm-store';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

let unexpectedConsoleErrors: unknown[][] = [];

beforeEach(() => {
  resetDb();
  unexpectedConsoleErrors = [];
  // A test that expects an error to be logged replaces this spy with its own `vi.spyOn`.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    unexpectedConsoleErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  clearToasts();
  settleConfirmation(false);
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  const errors = unexpectedConsoleErrors;
  vi.restoreAllMocks();
  if (errors.length > 0) {
    throw new Error(`Unexpected console.error:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`);
  }
});

afterAll(() => server.close());
