import { QueryClient } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createAppRouter } from '@/router';
import { RouteError } from '@/shared/errors/route-error';
import { reloadOnStaleChunk } from '@/shared/errors/reload-on-stale-chunk';
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

describe('a lazy chunk missing after a deploy', () => {
  function fakeWindow() {
    const target = new EventTarget();
    const reload = vi.fn();
    return { win: Object.assign(target, { location: { reload } }) as unknown as Window, reload };
  }
  const failChunk = (win: Window) => {
    const event = new Event('vite:preloadError', { cancelable: true });
    win.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('reloads the page once, and not again when the new build fails too', () => {
    const { win, reload } = fakeWindow();
    reloadOnStaleChunk(win);
    expect(failChunk(win)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);

    // The reloaded page fails again at once: a real outage, left to the error screen.
    const second = fakeWindow();
    reloadOnStaleChunk(second.win);
    expect(failChunk(second.win)).toBe(false);
    expect(second.reload).not.toHaveBeenCalled();
  });
});
