import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node-server';
import { renderApp } from '../../utils/render-app';
import { bodiesOf, recordRequests, requestsTo } from '../../utils/requests';
import { signIn } from '../../utils/session';
import { openDetail } from './detail-screen';

/** What the summary says under `term` ('Пляж', 'Депозит', ...). */
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

// TanStack Query's onlineManager is one for the whole test file: never let it stay offline.
afterEach(() => onlineManager.setOnline(true));

describe('the hotel detail summary', { timeout: 20_000 }, () => {
  it('shows the stars and the facts an admin checks most', async () => {
    await openDetail();
    expect(await screen.findByRole('img', { name: '5 звёзд' })).toBeInTheDocument();
    await waitFor(() => expect(fact('Пляж')).toHaveTextContent('Лара'));
    expect(fact('Депозит')).toHaveTextContent('Нет');
    expect(fact('Рекомендуемый')).toHaveTextContent('Да');
    expect(fact('Для детей')).toHaveTextContent('Детский клуб с 4 до 12 лет');
    expect(fact('Рестораны')).toHaveTextContent('Основной ресторан «шведский стол»');
    const map = within(fact('Карта') as HTMLElement).getByRole('link', { name: 'Открыть в Google Maps' });
    expect(map).toHaveAttribute('href', 'https://www.google.com/maps?q=36.8512,30.8621');
    expect(map).toHaveAttribute('target', '_blank');
    expect(map).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps the description and services folded until asked for', async () => {
    const { user } = await openDetail();
    const more = await screen.findByText('Описание и услуги');
    expect(screen.getByText(/Флагманский отель на первой линии/)).not.toBeVisible();
    await user.click(more);
    expect(screen.getByText(/Флагманский отель на первой линии/)).toBeVisible();
    expect(fact('Услуги')).toHaveTextContent('Wi-Fi на всей территории');
  });

  it('shows a deposit and a hotel that is not recommended as such', async () => {
    await openDetail({ hotelId: 2 });
    await screen.findByRole('heading', { level: 1, name: 'Konyaalti Bay Hotel' });
    expect(fact('Депозит')).toHaveTextContent('100 USD на номер');
    expect(fact('Рекомендуемый')).toHaveTextContent('Нет');
    expect(screen.getByRole('img', { name: '5 звёзд' })).toBeInTheDocument();
  });

  it('names the beach by its number while offline, when its region’s beaches were never loaded', async () => {
    signIn();
    const { user } = renderApp('/homePage?view=HOTEL_LIST&regionId=2');
    const details = await screen.findByRole('link', { name: 'Moonlight Kemer Hotel' }, { timeout: 5000 });
    onlineManager.setOnline(false);
    await user.click(details);
    await screen.findByRole('heading', { level: 1, name: 'Moonlight Kemer Hotel' });
    expect(fact('Пляж')).toHaveTextContent('Пляж #3');

    onlineManager.setOnline(true);
    await waitFor(() => expect(fact('Пляж')).toHaveTextContent('Лунный пляж'));
  });

  it('never makes a link of a map address that is not a web address', async () => {
    const hotel = { ...db.hotels[0]!, google_maps: 'javascript:alert(1)' };
    server.use(http.get('*/v1/hotels', () => HttpResponse.json([hotel])));
    await openDetail();
    await screen.findByRole('heading', { level: 1, name: 'Lara Sun Palace' });
    expect(fact('Карта')).toHaveTextContent('javascript:alert(1)');
    expect(within(fact('Карта') as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
  });

  it('«Редактировать» opens the hotel’s edit form', async () => {
    const { user, router } = await openDetail();
    await user.click(await screen.findByRole('button', { name: 'Действия с отелем' }));
    await user.click(screen.getByRole('menuitem', { name: 'Редактировать' }));
    expect(await screen.findByRole('heading', { name: 'Редактировать отель' }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ view: 'HOTEL_MANAGE', hotelId: 1 });
  });

  it('switches the hotel off from its detail, marking it at once', async () => {
    const recorded = recordRequests();
    const { user } = await openDetail();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Lara Sun Palace' });
    const active = screen.getByRole('switch', { name: 'Активен «Lara Sun Palace»' });
    expect(active).toBeChecked();

    await user.click(active);
    expect(active).not.toBeChecked();
    expect(within(heading).getByText('(неактивен)')).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(recorded, 'PUT', '/v1/hotels/1')).toHaveLength(1));
    expect(bodiesOf(requestsTo(recorded, 'PUT', '/v1/hotels/1'))).toEqual([expect.objectContaining({ hotel_id: 1, is_active: false })]);
  });
});
