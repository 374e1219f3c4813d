import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// The list is a lazy pane; loaded here, so the test does not spend its first wait transforming it.
import '@/features/home/hotels/hotel-list';
import { hotelKeys } from '@/entities/hotels/keys';
import { hotelsByRegionQuery } from '@/entities/hotels/queries';
import { recordRequests } from '../utils/requests';
import { renderApp } from '../utils/render-app';
import { signIn } from '../utils/session';

describe("what the router readies on the admin's intent, before the click", () => {
  it("a pointer on a hotel's edit link fetches that hotel, before any click, when its list is no longer fresh", async () => {
    signIn();
    const { queryClient, router, user } = renderApp('/homePage?view=HOTEL_LIST&regionId=1');
    const edit = await screen.findByRole('link', { name: 'Редактировать «Lara Sun Palace»' }, { timeout: 5000 });
    // The whole list, not only its first screen (drawn while the rest is checked), is in the cache.
    await expect.poll(() => queryClient.getQueryData(hotelsByRegionQuery(1).queryKey)).toBeDefined();
    // As after a save: the list's copy of the hotel is no longer trusted (a fresh one is used as it is).
    await queryClient.invalidateQueries({ queryKey: hotelKeys.lists(), refetchType: 'none' });
    const requests = recordRequests();

    await user.hover(edit);

    await expect.poll(() => requests.map(({ method, url }) => `${method} ${url.pathname}${url.search}`)).toContain('GET /v1/hotels?hotel_id=1');
    expect(router.state.location.search.view).toBe('HOTEL_LIST');
  });

  it("a pointer on a detail tab fetches that tab's list, before any click", async () => {
    signIn();
    const { router, user } = renderApp('/homePage?view=HOTEL_DETAIL&regionId=1&hotelId=2&tab=news');
    const rooms = await screen.findByRole('tab', { name: 'Номера' }, { timeout: 5000 });
    const requests = recordRequests();

    await user.hover(rooms);

    await expect.poll(() => requests.map(({ url }) => url.pathname)).toContain('/v1/rooms/hotel/2');
    expect(router.state.location.search.tab).toBe('news');
  });
});

describe("a region's hotels", () => {
  it.each([
    ['a finger touches', (link: HTMLElement) => fireEvent.touchStart(link)],
    ['a pointer comes over', (link: HTMLElement) => fireEvent.mouseEnter(link)],
    ['the focus reaches', (link: HTMLElement) => fireEvent.focus(link)],
    // A mouse or a pen pressing with no arrival first: the pointer was already resting on the link.
    ['a mouse presses', (link: HTMLElement) => fireEvent.pointerDown(link, { pointerType: 'mouse', button: 0 })],
    ['a pen presses', (link: HTMLElement) => fireEvent.pointerDown(link, { pointerType: 'pen', button: 0 })],
  ])('are requested when %s its link, before the click, and the click sends nothing more', async (_, showIntent) => {
    signIn();
    const { router } = renderApp('/homePage');
    const region = await screen.findByRole('link', { name: 'Кемер' }, { timeout: 5000 });
    const requests = recordRequests();
    const hotelRequests = () => requests.filter(({ url }) => url.pathname === '/v1/hotels').map(({ url }) => url.search);

    showIntent(region);

    await expect.poll(hotelRequests).toEqual(['?region_id=2&include_inactive=true']);
    expect(router.state.location.search.view).toBeUndefined();
    fireEvent.click(region);
    expect(await screen.findByRole('heading', { name: 'Отели региона Кемер!' })).toBeVisible();
    expect(hotelRequests()).toHaveLength(1);
  });

  it('are asked for once when a pointer comes over the link and then presses it', async () => {
    signIn();
    renderApp('/homePage');
    const region = await screen.findByRole('link', { name: 'Кемер' }, { timeout: 5000 });
    const requests = recordRequests();
    const hotelRequests = () => requests.filter(({ url }) => url.pathname === '/v1/hotels');

    fireEvent.mouseEnter(region);
    fireEvent.pointerDown(region, { pointerType: 'mouse', button: 0 });
    fireEvent.click(region);

    expect(await screen.findByRole('heading', { name: 'Отели региона Кемер!' })).toBeVisible();
    expect(hotelRequests()).toHaveLength(1);
  });
});
