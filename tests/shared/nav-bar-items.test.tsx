import { RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NavBar, type NavItem } from '@/shared/layout/nav-bar';

/** A two-page router around the nav bar, so links and "back" really move between locations. */
function renderNavBar(items: NavItem[]) {
  const rootRoute = createRootRoute();
  const first = createRoute({ getParentRoute: () => rootRoute, path: '/first', component: () => <p>Первая</p> });
  const second = createRoute({
    getParentRoute: () => rootRoute,
    path: '/second',
    component: () => <NavBar label="Навигация" items={items} />,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([first, second]),
    history: createMemoryHistory({ initialEntries: ['/first', '/second'], initialIndex: 1 }),
  });
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

describe('navigation bar', () => {
  it('renders an item with a path as a link, with its image', async () => {
    renderNavBar([{ label: 'На первую', path: '/first', image: <img alt="" src="data:," /> }]);
    const link = await screen.findByRole('link', { name: 'На первую' });
    expect(link).toHaveAttribute('href', '/first');
    expect(link.querySelector('img')).not.toBeNull();
  });

  it('runs an item\'s action', async () => {
    const action = vi.fn();
    const { user } = renderNavBar([{ label: 'Действие', action }]);
    await user.click(await screen.findByRole('button', { name: 'Действие' }));
    expect(action).toHaveBeenCalledOnce();
  });

  it('goes back when an item has neither a path nor an action', async () => {
    const { user, router } = renderNavBar([{ label: 'Назад' }]);
    await user.click(await screen.findByRole('button', { name: 'Назад' }));
    expect(await screen.findByText('Первая')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/first');
  });
});
