import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../utils/render-app';
import { signIn } from '../utils/session';

describe('main screen shell', () => {
  it('has the logo link, the handle linking to /user, the footer actions and this year\'s copyright', async () => {
    signIn();
    const { user, router } = renderApp('/homePage');
    // Only the main screen offers the actions; the shell drawn while regions load does not.
    expect(await screen.findByRole('link', { name: 'Найти отель' })).toBeInTheDocument();
    const handle = screen.getByRole('link', { name: '@anna_admin' });
    expect(screen.getByRole('link', { name: /Каталог отелей — на главную/ })).toHaveAttribute('href', '/homePage');
    expect(screen.getByRole('navigation', { name: 'Действия' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Добавить отель' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeInTheDocument();

    await user.click(handle);
    expect(await screen.findByRole('heading', { name: 'Привет, @anna_admin!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user');
  });

  it('the profile page leads back to the very screen it was opened from', async () => {
    signIn();
    const { user, router } = renderApp('/homePage?view=HOTEL_DETAIL&regionId=1&hotelId=1&tab=rooms');
    await screen.findByText('Family Suite', undefined, { timeout: 5000 });
    await user.click(screen.getByRole('link', { name: '@anna_admin' }));
    await screen.findByRole('heading', { name: 'Привет, @anna_admin!' });
    await user.click(screen.getByRole('link', { name: 'Вернуться в панель' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/homePage'));
    expect(router.state.location.search).toEqual({ view: 'HOTEL_DETAIL', regionId: 1, hotelId: 1, tab: 'rooms' });
  });

  it('the profile page leaves a click for a new tab to the browser', async () => {
    signIn();
    const { user, router } = renderApp('/homePage?view=HOTEL_LIST&regionId=2');
    await screen.findByRole('heading', { name: 'Отели региона Кемер!' }, { timeout: 5000 });
    await user.click(screen.getByRole('link', { name: '@anna_admin' }));
    await screen.findByRole('heading', { name: 'Привет, @anna_admin!' });
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Вернуться в панель' }));
    await user.keyboard('{/Control}');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(router.state.location.pathname).toBe('/user');
  });

  it('the profile page opened by its address leads to the main screen', async () => {
    signIn();
    const { user, router } = renderApp('/user');
    await screen.findByRole('heading', { name: 'Привет, @anna_admin!' });
    expect(screen.getByRole('link', { name: 'Вернуться в панель' })).toHaveAttribute('href', '/homePage');
    await user.click(screen.getByRole('link', { name: 'Вернуться в панель' }));
    expect(await screen.findByRole('link', { name: 'Найти отель' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/homePage');
  });

  it('«Найти отель» opens the search and clears region and hotel', async () => {
    signIn();
    const { user, router } = renderApp('/homePage?view=HOTEL_DETAIL&regionId=1&hotelId=1');
    await user.click(await screen.findByRole('link', { name: 'Найти отель' }));
    expect(router.state.location.search).toEqual({ view: 'HOTEL_SEARCH' });
  });

  it('«Добавить отель» opens the create form in the selected region', async () => {
    signIn();
    const { user, router } = renderApp('/homePage?view=HOTEL_LIST&regionId=2');
    await user.click(await screen.findByRole('link', { name: 'Добавить отель' }));
    expect(router.state.location.search).toEqual({ view: 'HOTEL_MANAGE', regionId: 2 });
  });

  it('falls back to the welcome view on a malformed address', async () => {
    signIn();
    renderApp('/homePage?view=NOPE&regionId=abc');
    expect(await screen.findByRole('heading', { name: 'Добро пожаловать в панель администратора!' })).toBeInTheDocument();
  });

  it('the copyright year is the current one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-01T10:00:00Z'));
    try {
      signIn();
      renderApp('/homePage');
      await screen.findByRole('link', { name: 'Найти отель' });
      expect(screen.getByText(/© 2031/)).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
