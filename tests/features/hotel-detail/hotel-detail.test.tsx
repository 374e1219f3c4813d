import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allowConsoleErrors } from '../../utils/console';
import { failing, holdRequests, recordRequests, requestsTo } from '../../utils/requests';
import { findToast } from '../../utils/toasts';
import { openDetail } from './detail-screen';

const TAB_NAMES = ['Номера', 'Новости', 'Фото', 'Видео', 'Рилсы'];

describe('hotel detail', () => {
  it('shows the hotel name and its region name', async () => {
    await openDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lara Sun Palace' })).toBeInTheDocument();
    expect(screen.getByText('Анталья', { selector: 'p span' })).toBeInTheDocument();
  });

  it('marks an inactive hotel', async () => {
    await openDetail({ hotelId: 4 });
    const heading = await screen.findByRole('heading', { level: 1, name: /Lara Family Club/ });
    expect(within(heading).getByText('(неактивен)')).toBeInTheDocument();
  });

  it('lists the five tabs in order, with News selected by default', async () => {
    await openDetail();
    const tablist = await screen.findByRole('tablist');
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(TAB_NAMES);
    const news = screen.getByRole('tab', { name: 'Новости' });
    expect(news).toHaveAttribute('aria-selected', 'true');
    expect(tabs.filter((tab) => tab.getAttribute('aria-selected') === 'true')).toEqual([news]);
    const panel = screen.getByRole('tabpanel', { name: 'Новости' });
    expect(news).toHaveAttribute('aria-controls', panel.id);
    expect(await within(panel).findByRole('heading', { name: 'Новости' })).toBeInTheDocument();
  });

  it('keeps the selected tab in the URL', async () => {
    const { user, router } = await openDetail();
    await user.click(await screen.findByRole('tab', { name: 'Номера' }));
    expect(router.state.location.search).toMatchObject({ view: 'HOTEL_DETAIL', hotelId: 1, tab: 'rooms' });
    expect(screen.getByRole('tab', { name: 'Номера' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Family Suite')).toBeInTheDocument();
  });

  it('makes each tab chosen, by a click or by Enter, a step of Back; the arrows only move the focus', async () => {
    const { user, router } = await openDetail();
    const entries = router.history.length;
    const tab = (name: string) => screen.getByRole('tab', { name });
    await user.click(await screen.findByRole('tab', { name: 'Номера' }));
    await screen.findByText('Family Suite');
    await user.keyboard('{ArrowRight}');
    expect(tab('Новости')).toHaveFocus();
    expect(tab('Номера')).toHaveAttribute('aria-selected', 'true');
    expect(router.history.length).toBe(entries + 1);
    await user.keyboard('{Enter}');
    await screen.findByText('Открытие сезона');
    expect(router.history.length).toBe(entries + 2);

    router.history.back();
    await screen.findByText('Family Suite');
    expect(tab('Номера')).toHaveAttribute('aria-selected', 'true');
    router.history.back();
    await screen.findByText('Открытие сезона');
    expect(tab('Новости')).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toEqual({ view: 'HOTEL_DETAIL', regionId: 1, hotelId: 1 });
  });

  it('opens the tab the URL names', async () => {
    await openDetail({ tab: 'rooms' });
    expect(await screen.findByRole('tab', { name: 'Номера' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: 'Добавить номер' })).toBeInTheDocument();
    expect(await screen.findByText('Deluxe Sea View')).toBeInTheDocument();
  });

  it('mounts only the open tab', async () => {
    const { user } = await openDetail();
    await screen.findByText('Открытие сезона');
    await user.click(screen.getByRole('tab', { name: 'Номера' }));
    await screen.findByText('Family Suite');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.queryByText('Открытие сезона')).not.toBeInTheDocument();
  });

  it('loads a media tab on demand into its own panel', async () => {
    const { user } = await openDetail();
    await user.click(await screen.findByRole('tab', { name: 'Фото' }));
    // The media tab is its own chunk; the first import of it in a test run takes a moment.
    expect(await screen.findByRole('tabpanel', { name: 'Фото' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('tabpanel', { name: 'Новости' })).not.toBeInTheDocument();
  });

  it('moves the focus between tabs with the arrows, Home and End; Enter selects', async () => {
    const { user, router } = await openDetail();
    const news = await screen.findByRole('tab', { name: 'Новости' });
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(news).toHaveAttribute('tabindex', '0');
    expect(tab('Фото')).toHaveAttribute('tabindex', '-1');

    await user.click(news);
    expect(news).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Фото')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tab('Номера')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Рилсы')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Номера')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab('Рилсы')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('Номера')).toHaveFocus();
    // Moving the focus alone selects nothing.
    expect(router.state.location.search).not.toHaveProperty('tab');

    await user.keyboard('{Enter}');
    expect(router.state.location.search).toMatchObject({ tab: 'rooms' });
    expect(tab('Номера')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Номера')).toHaveAttribute('tabindex', '0');
    expect(tab('Новости')).toHaveAttribute('tabindex', '-1');
  });

  it('goes back to the hotel list of the region', async () => {
    const { user, router } = await openDetail();
    await user.click(await screen.findByRole('link', { name: 'Назад к списку отелей' }));
    expect(router.state.location.search).toEqual({ view: 'HOTEL_LIST', regionId: 1 });
  });

  it('reports a failed hotel load', async () => {
    const consoleError = allowConsoleErrors();
    failing('get', '*/v1/hotels');
    await openDetail();
    await findToast('error', 'Ошибка при загрузке данных отеля!');
    expect(consoleError).toHaveBeenCalled();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('reports a hotel the server does not know, once', async () => {
    const consoleError = allowConsoleErrors();
    await openDetail({ hotelId: 999 });
    await findToast('error', 'Отель не найден или пустой ответ!');
    expect(await screen.findByText('Отель не найден.')).toBeInTheDocument();
    expect(screen.getAllByText('Отель не найден или пустой ответ!')).toHaveLength(1);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('loads each list once when switching tabs back and forth', async () => {
    const recorded = recordRequests();
    const { user } = await openDetail();
    await screen.findByText('Открытие сезона');
    for (let round = 0; round < 2; round += 1) {
      await user.click(screen.getByRole('tab', { name: 'Номера' }));
      await screen.findByText('Family Suite');
      await user.click(screen.getByRole('tab', { name: 'Новости' }));
      await screen.findByText('Открытие сезона');
    }
    expect(requestsTo(recorded, 'GET', '/v1/news/hotel/1')).toHaveLength(1);
    expect(requestsTo(recorded, 'GET', '/v1/rooms/hotel/1')).toHaveLength(1);
    expect(requestsTo(recorded, 'GET', '/v1/hotels')).toHaveLength(1);
    expect(requestsTo(recorded, 'GET', '/v1/regions')).toHaveLength(1);
  });

  it("asks for the open tab's list without waiting for the hotel", async () => {
    const recorded = recordRequests();
    const hotel = holdRequests('get', '*/v1/hotels');
    const opened = openDetail();
    // The news list is asked for while the hotel's answer is still held back.
    await waitFor(() => expect(requestsTo(recorded, 'GET', '/v1/news/hotel/1')).toHaveLength(1), { timeout: 5000 });
    hotel.release();
    await opened;
    expect(await screen.findByText('Открытие сезона')).toBeInTheDocument();
  });
});
