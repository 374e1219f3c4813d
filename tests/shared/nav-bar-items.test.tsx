import { RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NavBar, type NavItem } from '@/shared/layout/nav-bar';

/** A link to one of the test's own pages, which the app's route types do not know. */
const to = (path: string) => ({ to: path }) as NavItem['link'];

/** A two-page router around the nav bar, so links and "back" really move between locations. */
function renderNavBar(items: NavItem[], disabled = false) {
  const rootRoute = createRootRoute();
  const first = createRoute({ getParentRoute: () => rootRoute, path: '/first', component: () => <p>Первая</p> });
  const second = createRoute({
    getParentRoute: () => rootRoute,
    path: '/second',
    component: () => <NavBar label="Навигация" items={items} disabled={disabled} />,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([first, second]),
    history: createMemoryHistory({ initialEntries: ['/first', '/second'], initialIndex: 1 }),
  });
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

describe('navigation bar', () => {
  it('renders each item as a link to where it leads, with its image', async () => {
    renderNavBar([{ label: 'На первую', link: to('/first'), image: <img alt="" src="data:," /> }]);
    const link = await screen.findByRole('link', { name: 'На первую' });
    expect(link).toHaveAttribute('href', '/first');
    expect(link.querySelector('img')).not.toBeNull();
  });

  it("follows an item's link and runs what following it does besides", async () => {
    const onFollow = vi.fn();
    const { user, router } = renderNavBar([{ label: 'На первую', link: to('/first'), onFollow }]);
    await user.click(await screen.findByRole('link', { name: 'На первую' }));
    expect(await screen.findByText('Первая')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/first');
    expect(onFollow).toHaveBeenCalledOnce();
  });

  it('leaves a disabled item without an address, so it goes nowhere', async () => {
    const { user, router } = renderNavBar([{ label: 'На первую', link: to('/first') }], true);
    const item = await screen.findByRole('link', { name: 'На первую' });
    expect(item).not.toHaveAttribute('href');
    await user.click(item);
    expect(router.state.location.pathname).toBe('/second');
  });
});
