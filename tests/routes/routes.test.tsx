import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { allowConsoleErrors } from '../utils/console';
import { renderApp } from '../utils/render-app';
import { failing } from '../utils/requests';
import { signIn } from '../utils/session';

/** The main screen itself, not the shell its loader draws while the regions load. */
async function expectMainScreen() {
  expect(await screen.findByRole('link', { name: 'Найти отель' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '@anna_admin' })).toBeInTheDocument();
}

async function expectWelcomePage() {
  expect(await screen.findByRole('heading', { name: 'Добро пожаловать!' })).toBeInTheDocument();
  expect(screen.getByText(/доступна только администраторам/)).toBeInTheDocument();
}

describe('routes', () => {
  it('/ redirects to /homePage', async () => {
    signIn();
    const { router } = renderApp('/');
    await expectMainScreen();
    expect(router.state.location.pathname).toBe('/homePage');
  });

  it('an unknown path redirects to /homePage', async () => {
    signIn();
    const { router } = renderApp('/no/such/page?x=1');
    await expectMainScreen();
    expect(router.state.location.pathname).toBe('/homePage');
  });

  it('matches /HomePage case-insensitively', async () => {
    signIn();
    renderApp('/HomePage');
    await expectMainScreen();
  });

  it('/homePage without an access token goes to /error', async () => {
    const { router } = renderApp('/homePage');
    await expectWelcomePage();
    expect(router.state.location.pathname).toBe('/error');
  });

  it('/homePage loads the region list', async () => {
    signIn();
    renderApp('/homePage');
    expect(await screen.findByText('Анталья')).toBeInTheDocument();
  });

  it('/homePage goes to /error when the regions fail to load, and logs why', async () => {
    signIn();
    const consoleError = allowConsoleErrors();
    failing('get', '*/v1/regions');
    const { router } = renderApp('/homePage');
    await expectWelcomePage();
    expect(router.state.location.pathname).toBe('/error');
    expect(consoleError).toHaveBeenCalled();
  });

  it('/error is the administrators-only welcome page', async () => {
    renderApp('/error');
    await expectWelcomePage();
  });

  it('/user greets the user by handle and mentions the bonus activities', async () => {
    signIn();
    renderApp('/user');
    expect(await screen.findByRole('heading', { name: 'Привет, @anna_admin!' })).toBeInTheDocument();
    expect(screen.getByText(/бонусные активности/)).toBeInTheDocument();
    expect(screen.getByText(/путешествие в один из лучших отелей/)).toBeInTheDocument();
  });
});

describe('/health', () => {
  function readReport(): Record<string, unknown> {
    return JSON.parse(screen.getByTestId('health-report').textContent ?? '') as Record<string, unknown>;
  }

  it('shows every field as JSON and refreshes it on demand', async () => {
    // Only the clock is faked: the app's own timers and the user's clicks run as they do.
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    vi.setSystemTime(new Date('2025-05-01T09:00:00Z'));
    const { user } = renderApp('/health');
    await screen.findByRole('heading', { name: 'Состояние сервиса' });
    const report = readReport();
    expect(report).toEqual({
      status: 'healthy',
      service: 'hotel-catalogue-admin',
      uiRunning: true,
      localStorageAccessible: true,
      sessionStorageAccessible: true,
      telegramWebAppAvailable: false,
      responseTimeMs: expect.any(Number),
      timestamp: '2025-05-01T09:00:00.000Z',
      userAgent: navigator.userAgent,
      viewport: { width: window.innerWidth, height: window.innerHeight },
    });

    vi.setSystemTime(new Date('2025-05-01T09:00:05Z'));
    await user.click(screen.getByRole('button', { name: 'Обновить' }));
    await waitFor(() => expect(readReport().timestamp).toBe('2025-05-01T09:00:05.000Z'));
  });

  it('reports unhealthy when storage is not accessible', async () => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    try {
      renderApp('/health');
      const report = await screen.findByTestId('health-report');
      expect(within(report).getByText(/"status": "unhealthy"/)).toBeInTheDocument();
      expect(readReport()).toMatchObject({ localStorageAccessible: false, sessionStorageAccessible: false });
    } finally {
      Storage.prototype.setItem = setItem;
    }
  });
});
