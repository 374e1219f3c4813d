import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VirtualList } from '@/shared/ui/virtual-list';

const ROW_HEIGHT = 64;
const hotels = Array.from({ length: 1000 }, (_, index) => `Отель ${index + 1}`);

function HotelNames() {
  return <VirtualList items={hotels} rowHeight={ROW_HEIGHT} itemKey={(name) => name} renderItem={(name) => <span>{name}</span>} label="Отели" />;
}

/** As in the panel, on a routed screen: back on a history entry the list starts where the router will scroll. */
async function renderHotelNames() {
  const router = createRouter({ routeTree: createRootRoute({ component: HotelNames }), history: createMemoryHistory() });
  // Loaded first, so the list is in the first render, before any idle moment.
  await router.load();
  render(<RouterProvider router={router} />);
}

const drawnRows = () => within(screen.getByRole('list', { name: 'Отели' })).getAllByRole('listitem');

describe('virtual list', () => {
  it('draws only the rows in view at first, then the rows for scrolling once the page is idle', async () => {
    // jsdom's window is 768 px high and puts the list at the top of the page: twelve rows of 64 px fill it.
    const inView = window.innerHeight / ROW_HEIGHT;
    await renderHotelNames();

    expect(drawnRows().map((row) => row.textContent)).toEqual(hotels.slice(0, inView));
    expect(drawnRows()[0]).toHaveAttribute('aria-setsize', '1000');
    expect(drawnRows()[0]).toHaveAttribute('aria-posinset', '1');
    expect(drawnRows()[1]).toHaveStyle({ transform: `translateY(${ROW_HEIGHT}px)` });
    // The whole list's height, so the page scrolls as far as the last hotel.
    expect(screen.getByRole('list', { name: 'Отели' })).toHaveStyle({ height: `${hotels.length * ROW_HEIGHT}px` });

    // Six more below the window, ready before a scroll reaches them.
    await waitFor(() => expect(drawnRows()).toHaveLength(inView + 6));
    expect(drawnRows().at(-1)).toHaveTextContent(`Отель ${inView + 6}`);
    expect(drawnRows().at(-1)).toHaveStyle({ transform: `translateY(${(inView + 5) * ROW_HEIGHT}px)` });
  });
});
