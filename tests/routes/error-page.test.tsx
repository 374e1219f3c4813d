import { screen, waitFor } from '@testing-library/react';
import { HTTPError, TimeoutError, type NormalizedOptions } from 'ky';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ResponseShapeError } from '@/api/errors';
import { errorPageReason } from '@/api/failure-kind';
import { server } from '../../mocks/node-server';
import { allowConsoleErrors } from '../utils/console';
import { renderApp } from '../utils/render-app';
import { failing, holdRequests } from '../utils/requests';
import { signIn } from '../utils/session';

const UNAVAILABLE = 'Сервер недоступен. Проверьте соединение и попробуйте ещё раз.';
const SESSION_ENDED = 'Сеанс завершён. Откройте панель заново из бота.';
const ADMINS_ONLY = /доступна только администраторам/;

function regionsAnswer(resolver: () => Response) {
  server.use(http.get('*/v1/regions', resolver));
}

/** Lands on /error with the one h1 and the product's text, whatever the reason; returns the reason. */
async function expectErrorPage(router: ReturnType<typeof renderApp>['router']) {
  expect(await screen.findByRole('heading', { level: 1, name: 'Добро пожаловать!' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByText(ADMINS_ONLY)).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/error');
  return (router.state.location.search as { reason?: string }).reason;
}

describe('/error says why the panel could not open', () => {
  it('regions answering 500: the server is unavailable, with a retry', async () => {
    signIn();
    const consoleError = allowConsoleErrors();
    failing('get', '*/v1/regions');
    const { router } = renderApp('/homePage');

    expect(await expectErrorPage(router)).toBe('unavailable');
    expect(screen.getByText(UNAVAILABLE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
    expect(screen.queryByText(SESSION_ENDED)).toBeNull();
    expect(consoleError).toHaveBeenCalled();
  });

  it('«Повторить» after the server recovers lands on /homePage with the regions', async () => {
    signIn();
    allowConsoleErrors();
    failing('get', '*/v1/regions');
    const { router, user } = renderApp('/homePage');
    await expectErrorPage(router);

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Повторить' }));

    expect(await screen.findByRole('link', { name: 'Анталья' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/homePage');
  });

  it('«Повторить» while the server is still down comes back to the same page', async () => {
    signIn();
    allowConsoleErrors();
    let calls = 0;
    regionsAnswer(() => {
      calls += 1;
      return HttpResponse.json({ message: 'down' }, { status: 503 });
    });
    const { router, user } = renderApp('/homePage');
    await expectErrorPage(router);

    await user.click(screen.getByRole('button', { name: 'Повторить' }));

    await waitFor(() => expect(calls).toBe(2));
    expect(await expectErrorPage(router)).toBe('unavailable');
    expect(await screen.findByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });

  it('a network failure: the server is unavailable', async () => {
    signIn();
    allowConsoleErrors();
    regionsAnswer(() => HttpResponse.error());
    const { router } = renderApp('/homePage');

    expect(await expectErrorPage(router)).toBe('unavailable');
    expect(screen.getByText(UNAVAILABLE)).toBeInTheDocument();
  });

  it('a 401 whose refresh fails too: the session has ended, no retry', async () => {
    signIn();
    allowConsoleErrors();
    regionsAnswer(() => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 }));
    server.use(http.post('*/auth/refresh_token', () => HttpResponse.json({ message: 'expired' }, { status: 401 })));
    const { router } = renderApp('/homePage');

    expect(await expectErrorPage(router)).toBe('session');
    expect(screen.getByText(SESSION_ENDED)).toBeInTheDocument();
    expect(screen.queryByText(UNAVAILABLE)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a 403: only the administrators-only text', async () => {
    signIn();
    allowConsoleErrors();
    regionsAnswer(() => HttpResponse.json({ message: 'Forbidden' }, { status: 403 }));
    const { router } = renderApp('/homePage');

    expect(await expectErrorPage(router)).toBeUndefined();
    expect(router.state.location.searchStr).toBe('');
    expect(screen.getByText(/откройте панель по ссылке из бота/)).toBeInTheDocument();
    expect(screen.queryByText(UNAVAILABLE)).toBeNull();
    expect(screen.queryByText(SESSION_ENDED)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('an unknown reason in the address shows the plain page', async () => {
    const { router } = renderApp('/error?reason=whatever');
    expect(await expectErrorPage(router)).toBeUndefined();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers the demo sign-in in development, where no bot gives a link (a production build has none: tests/e2e/login.test.ts)', async () => {
    renderApp('/');
    const link = await screen.findByRole('link', { name: 'войти как демо-администратор @anna_admin' });
    expect(link).toHaveAttribute('href', '/verify?tg_id=1&hash=demo');
  });
});

describe('/verify says why the login failed', () => {
  it('the handshake cannot reach the server: unavailable', async () => {
    allowConsoleErrors();
    server.use(http.post('*/admin/verify', () => HttpResponse.error()));
    const { router } = renderApp('/verify?tg_id=1&hash=demo');
    expect(await expectErrorPage(router)).toBe('unavailable');
    expect(screen.getByText(UNAVAILABLE)).toBeInTheDocument();
  });

  it('the server refuses the handshake: the plain page, not "session ended"', async () => {
    allowConsoleErrors();
    const { router } = renderApp('/verify?tg_id=1&hash=wrong');
    expect(await expectErrorPage(router)).toBeUndefined();
    expect(screen.queryByText(SESSION_ENDED)).toBeNull();
  });
});

describe('a cold start of /homePage', () => {
  it('draws the shell with a loading status until the regions arrive', async () => {
    signIn();
    const regions = holdRequests('get', '*/v1/regions');
    renderApp('/homePage');

    const status = await screen.findByText('Загрузка регионов…');
    expect(status).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: '@anna_admin' })).toBeInTheDocument();
    // The footer actions keep their place but lead nowhere, nor can be found, before there is data.
    for (const label of ['Найти отель', 'Добавить отель']) {
      expect(screen.getByText(label).closest('a')).not.toHaveAttribute('href');
      expect(screen.queryByRole('link', { name: label })).toBeNull();
    }

    regions.release();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Анталья' })).toBeInTheDocument());
    expect(screen.queryByText('Загрузка регионов…')).toBeNull();
    expect(screen.getByRole('link', { name: 'Найти отель' })).toHaveAttribute('href', '/homePage?view=HOTEL_SEARCH');
  });
});

describe('errorPageReason', () => {
  const request = new Request('http://localhost:3000/v1/regions');
  const httpError = (status: number) =>
    new HTTPError(new Response(null, { status }), request, {} as NormalizedOptions);

  it.each([
    ['a 401 left after the refresh', httpError(401), 'session'],
    ['a 500', httpError(500), 'unavailable'],
    ['a 502', httpError(502), 'unavailable'],
    ['a network failure', new TypeError('Failed to fetch'), 'unavailable'],
    ['a timeout', new TimeoutError(request), 'unavailable'],
    ['a body of the wrong shape', new ResponseShapeError('v1/regions', 'expected array'), 'unavailable'],
    ['a 403', httpError(403), undefined],
    ['a 404', httpError(404), undefined],
    ['anything else', new Error('boom'), undefined],
  ])('%s → %s', (_, error, reason) => {
    expect(errorPageReason(error)).toBe(reason);
  });
});
