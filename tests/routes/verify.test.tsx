import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { allowConsoleErrors } from '../utils/console';
import { renderApp } from '../utils/render-app';
import { recordRequests, requestsTo } from '../utils/requests';

describe('/verify', () => {
  it.each([
    ['without tg_id', '/verify?hash=demo'],
    ['without hash', '/verify?tg_id=1'],
    ['without both', '/verify'],
  ])('goes to /error %s and posts nothing', async (_, path) => {
    const requests = recordRequests();
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Добро пожаловать!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error');
    expect(requests).toHaveLength(0);
  });

  it('posts tg_id and hash, stores tokens and user info, and lands on the main screen', async () => {
    const requests = recordRequests();
    const { router } = renderApp('/verify?tg_id=1&hash=demo');

    // The footer actions appear once the main screen replaces the shell drawn while regions load.
    expect(await screen.findByRole('link', { name: 'Найти отель' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '@anna_admin' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/homePage');
    const [verify] = requestsTo(requests, 'POST', '/admin/verify');
    expect(JSON.parse(verify!.body)).toEqual({ tg_id: '1', hash: 'demo' });

    expect(Cookies.get('jwtToken')).toMatch(/.+/);
    expect(Cookies.get('refreshToken')).toMatch(/.+/);
    const userInfo = JSON.parse(localStorage.getItem('userInfo') ?? '{}') as Record<string, unknown>;
    expect(userInfo).toMatchObject({ user_name: 'anna_admin', tg_id: '1', hash: 'demo' });
    expect(userInfo).not.toHaveProperty('access_token');
    expect(userInfo).not.toHaveProperty('refresh_token');
  });

  it('keeps a hash that looks like a number exactly as written', async () => {
    const requests = recordRequests();
    allowConsoleErrors();
    renderApp('/verify?tg_id=1&hash=1e5');
    await screen.findByRole('heading', { name: 'Добро пожаловать!' });
    const [verify] = requestsTo(requests, 'POST', '/admin/verify');
    expect(JSON.parse(verify!.body)).toEqual({ tg_id: '1', hash: '1e5' });
  });

  it('goes to /error and stores nothing when the server refuses the login', async () => {
    const consoleError = allowConsoleErrors();
    const { router } = renderApp('/verify?tg_id=1&hash=wrong');

    expect(await screen.findByRole('heading', { name: 'Добро пожаловать!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/error');
    expect(Cookies.get('jwtToken')).toBeUndefined();
    expect(localStorage.getItem('userInfo')).toBeNull();
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
  });
});
