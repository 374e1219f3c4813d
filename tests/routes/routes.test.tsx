import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node-server';
import { allowConsoleErrors } from '../utils/console';
import { renderApp } from '../utils/render-app';
import { signIn } from '../utils/session';

/** The main screen itself, not the shell its loader draws while the regions load. */
async function expectMainScreen() {
  expect(await screen.findByRole('button', { name: 'Найти отель' })).toBeInTheDocument();
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
    server.use(http.get('*/v1/regions', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
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
      timestamp: expect.any(String),
      userAgent: navigator.userAgent,
      viewport: { width: window.innerWidth, height: window.innerHeight },
    });

    const firstTimestamp = report.timestamp;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await user.click(screen.getByRole('button', { name: 'Обновить' }));
    await waitFor(() => expect(readReport().timestamp).not.toBe(firstTimestamp));
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
