import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetDb } from '../mocks/db';
import { server } from '../mocks/node-server';
import { loadKy } from '@/api/ky-loader';
import { clearToasts } from '@/shared/ui/toast/toast-store';
import { settleConfirmation } from '@/shared/ui/confirm/confirm-store';
import { preloadConfirmDialog } from '@/shared/ui/confirm/confirm-host';
import { preloadToaster } from '@/shared/ui/toast/toaster-host';
import { preloadLeaveGuard } from '@/shared/unsaved-changes/leave-guard-host';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

// As `npm run dev` renders (src/app/main.tsx): effects run, are cleaned up and run again on mount, so an
// effect that is not idempotent fails here rather than only in development.
configure({ reactStrictMode: true });

/** False in the files that run in Node (`@vitest-environment node`): pure modules, no page. */
const hasDom = typeof window !== 'undefined';

if (hasDom) {
  // jsdom lays nothing out, so it cannot scroll, and says so on stderr for every navigation the
  // router's scroll restoration makes: a quiet no-op keeps the test output readable.
  window.scrollTo = () => undefined;

  // jsdom has <dialog> but not its methods: enough of them for the app's modals (no top layer,
  // no inert page). Esc on an open modal fires a cancelable `cancel`, then closes unless prevented.
  if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.show = HTMLDialogElement.prototype.showModal;
    // As in browsers, `close` is fired in a task of its own, after the code that closed the dialog.
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      if (!this.open) return;
      this.removeAttribute('open');
      setTimeout(() => this.dispatchEvent(new Event('close')));
    };
    document.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape') return;
      const dialog = [...document.querySelectorAll('dialog[open]')].at(-1);
      if (dialog instanceof HTMLDialogElement && dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
    });
  }

  // The app fetches the code of its toasts, its question and its leave guard ahead, once its first screen
  // is drawn (src/app/main.tsx): tests start from there, so a toast or a question shows in the commit
  // that asks for it, and the guard stands before a form is changed.
  beforeAll(() => Promise.all([preloadToaster(), preloadConfirmDialog(), preloadLeaveGuard()]));
  // Inside Telegram the app asks for its integration's code at the first render, beside the bridge:
  // at hand here, so a test inside Telegram waits for the same as before the code was split off.
  beforeAll(() => import('@/shared/telegram/telegram-integration'));
}

// So does it the HTTP client: a test that makes one of its errors finds it already there.
beforeAll(() => loadKy());

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
  if (hasDom) {
    localStorage.clear();
    sessionStorage.clear();
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  }
  const errors = unexpectedConsoleErrors;
  vi.restoreAllMocks();
  if (errors.length > 0) {
    throw new Error(`Unexpected console.error:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`);
  }
});

// A screen a test opens may start fetching code it never waits for (a hotel's detail readies its
// tabs'). The worker's page is torn down after its last file, and a module still loading then fails
// the run: each file waits for those imports before it ends.
afterAll(() => vi.dynamicImportSettled());
afterAll(() => server.close());
