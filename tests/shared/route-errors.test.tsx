import { QueryClient, onlineManager } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppRouter } from '@/app/router';
import { RouteError, SectionFailure } from '@/shared/errors/route-error';
import { isChunkFailure, reloadOnStaleChunk } from '@/shared/errors/chunk-failures';
import { allowConsoleErrors } from '../utils/console';

describe('a screen that fails to render', () => {
  it('is the default error screen of every route of the panel', () => {
    expect(createAppRouter(new QueryClient()).options.defaultErrorComponent).toBe(RouteError);
  });

  it('says so in Russian and «Повторить» renders it again', async () => {
    const consoleError = allowConsoleErrors();
    // The router notes the failed match as a warning of its own; the screen is what matters here.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let failing = true;
    const Screen = () => {
      if (failing) throw new Error('render failed');
      return <h1>Экран на месте</h1>;
    };
    const router = createRouter({
      routeTree: createRootRoute({ component: Screen }),
      history: createMemoryHistory({ initialEntries: ['/'] }),
      defaultErrorComponent: RouteError,
    });
    render(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { name: 'Что-то пошло не так' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Экран не удалось показать', expect.any(Error));
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { name: 'Экран на месте' })).toBeInTheDocument();
  });
});

describe('a lazy chunk that fails to load', () => {
  // TanStack Query's onlineManager is one for the whole test file: never let it stay offline.
  afterEach(() => {
    onlineManager.setOnline(true);
    sessionStorage.clear();
  });

  function fakeWindow() {
    const target = new EventTarget();
    const reload = vi.fn();
    return { win: Object.assign(target, { location: { reload } }) as unknown as Window, reload };
  }
  /** Vite's report of a chunk that did not load, as its preload helper sends it. */
  const failChunk = (win: Window) => {
    const error = new TypeError('Failed to fetch dynamically imported module');
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: error });
    win.dispatchEvent(event);
    return { reloading: event.defaultPrevented, error };
  };

  it('after a deploy: reloads the page once, and leaves a second failure soon after to the error screen', () => {
    const { win, reload } = fakeWindow();
    reloadOnStaleChunk(win);
    const first = failChunk(win);
    expect(first.reloading).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(isChunkFailure(first.error)).toBe(false);

    // The reloaded page fails again at once: a real outage, left to the error screen.
    const second = fakeWindow();
    reloadOnStaleChunk(second.win);
    const again = failChunk(second.win);
    expect(again.reloading).toBe(false);
    expect(second.reload).not.toHaveBeenCalled();
    expect(isChunkFailure(again.error)).toBe(true);
  });

  it('offline: does not reload, which would swap the panel for the browser offline page', () => {
    onlineManager.setOnline(false);
    const { win, reload } = fakeWindow();
    reloadOnStaleChunk(win);
    const failure = failChunk(win);
    expect(failure.reloading).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(isChunkFailure(failure.error)).toBe(true);
    expect(isChunkFailure(new Error('render failed'))).toBe(false);
  });

  it('a tab whose code is missing offline says the connection is gone, with nothing to press meanwhile', () => {
    onlineManager.setOnline(false);
    const { win } = fakeWindow();
    reloadOnStaleChunk(win);
    const { error } = failChunk(win);
    const { unmount } = render(<SectionFailure error={error} reset={() => undefined} />);

    expect(screen.getByRole('alert')).toHaveTextContent('Нет соединенияЭтот экран ещё не загружен. Он откроется сам, как только связь вернётся.');
    expect(screen.getByRole('heading', { level: 2, name: 'Нет соединения' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    // Gone before the connection returns, which would reload the page: that reload is checked in a
    // real browser (tests/e2e/offline.test.ts).
    unmount();
  });

  it('a screen whose code is missing while online offers «Повторить»', () => {
    sessionStorage.setItem('staleChunkReloadedAt', String(Date.now()));
    const { win, reload } = fakeWindow();
    reloadOnStaleChunk(win);
    const { error } = failChunk(win);
    expect(reload).not.toHaveBeenCalled();
    render(<RouteError error={error} reset={() => undefined} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Не удалось загрузить экран' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Проверьте соединение и нажмите «Повторить».');
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeEnabled();
  });
});
