import { cleanup, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node-server';
import { emulateScreen, listedRegionNames, openHome, regionRow, regionsColumn } from './regions-screen';

describe('regions column', () => {
  it('is titled «Регионы» and lists the seeded regions, heaviest first', async () => {
    await openHome();
    expect(regionsColumn().getByRole('heading', { name: 'Регионы' })).toBeInTheDocument();
    expect(listedRegionNames()).toEqual(['Анталья', 'Кемер', 'Сиде', 'Аланья', 'Бодрум']);
  });

  it('orders by weight, highest first, then by name', async () => {
    server.use(
      http.get('*/v1/regions', () =>
        HttpResponse.json([
          { id: 1, region_name: 'Фетхие', weight: 10 },
          { id: 2, region_name: 'Белек', weight: 10 },
          { id: 3, region_name: 'Мармарис', weight: 50 },
        ]),
      ),
    );
    await openHome();
    expect(listedRegionNames()).toEqual(['Мармарис', 'Белек', 'Фетхие']);
  });

  it('selecting a region shows its hotels and marks it as the current one', async () => {
    const { user, router } = await openHome();
    await user.click(regionsColumn().getByRole('link', { name: 'Кемер' }));
    expect(router.state.location.search).toEqual({ view: 'HOTEL_LIST', regionId: 2 });
    expect(regionsColumn().getByRole('link', { name: 'Кемер' })).toHaveAttribute('aria-current', 'true');
    expect(regionsColumn().getByRole('link', { name: 'Анталья' })).not.toHaveAttribute('aria-current');
  });

  it('marks the region of the URL as selected on load', async () => {
    await openHome('/homePage?view=HOTEL_LIST&regionId=4');
    expect(regionsColumn().getByRole('link', { name: 'Аланья' })).toHaveAttribute('aria-current', 'true');
  });

  it('the edit button opens that region in the region form, filled in', async () => {
    const { user, router } = await openHome();
    await user.click(regionRow('Сиде').getByRole('button', { name: 'Редактировать «Сиде»' }));
    expect(await screen.findByRole('heading', { name: 'Редактировать регион' })).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ view: 'REGION_MANAGE', regionId: 3 });
    expect(screen.getByLabelText('Название региона')).toHaveValue('Сиде');
    expect(screen.getByLabelText('Вес')).toHaveValue(80);
  });

  it('«Добавить регион» opens an empty region form', async () => {
    const { user, router } = await openHome('/homePage?view=HOTEL_LIST&regionId=1');
    await user.click(regionsColumn().getByRole('button', { name: 'Добавить регион' }));
    expect(await screen.findByRole('heading', { name: 'Добавить регион' })).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ view: 'REGION_MANAGE' });
    expect(screen.getByLabelText('Название региона')).toHaveValue('');
    expect(screen.getByLabelText('Вес')).toHaveValue(null);
  });
});

describe('collapsing the regions column', () => {
  it('collapses to a rail titled «Регионы» whose click expands it again', async () => {
    const { user } = await openHome();
    const collapse = regionsColumn().getByRole('button', { name: 'Свернуть регионы' });
    expect(collapse).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(collapse.getAttribute('aria-controls')!);
    expect(panel).toContainElement(regionsColumn().getByRole('link', { name: 'Анталья' }));

    await user.click(collapse);
    const expand = regionsColumn().getByRole('button', { name: /^Развернуть регионы/i });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    expect(expand).toHaveAttribute('aria-controls', panel!.id);
    expect(expand).toHaveTextContent('Регионы');
    expect(regionsColumn().queryByRole('link', { name: 'Анталья' })).not.toBeInTheDocument();
    expect(regionsColumn().queryByRole('button', { name: 'Добавить регион' })).not.toBeInTheDocument();

    await user.click(expand);
    expect(regionsColumn().getByRole('button', { name: 'Свернуть регионы' })).toHaveAttribute('aria-expanded', 'true');
    expect(listedRegionNames()).toHaveLength(5);
  });

  it('works from the keyboard', async () => {
    const { user } = await openHome();
    regionsColumn().getByRole('button', { name: 'Свернуть регионы' }).focus();
    await user.keyboard('{Enter}');
    expect(regionsColumn().getByRole('button', { name: /^Развернуть регионы/i })).toHaveFocus();
    await user.keyboard(' ');
    expect(regionsColumn().getByRole('button', { name: 'Свернуть регионы' })).toHaveFocus();
    expect(regionsColumn().getByRole('link', { name: 'Анталья' })).toBeVisible();
  });

  it('names the selected region on the collapsed column', async () => {
    const { user } = await openHome('/homePage?view=HOTEL_LIST&regionId=2');
    await user.click(regionsColumn().getByRole('button', { name: 'Свернуть регионы' }));
    const expand = regionsColumn().getByRole('button', { name: /^Развернуть регионы/i });
    expect(expand).toHaveAccessibleName('Развернуть Регионы Кемер');
    expect(expand).toHaveTextContent('Регионы Кемер');
  });

  it('is remembered across a reload, both ways', async () => {
    const first = await openHome();
    await first.user.click(regionsColumn().getByRole('button', { name: 'Свернуть регионы' }));
    cleanup();

    const second = await openHome();
    expect(regionsColumn().getByRole('button', { name: /^Развернуть регионы/i })).toBeInTheDocument();
    expect(regionsColumn().queryByRole('link', { name: 'Анталья' })).not.toBeInTheDocument();
    await second.user.click(regionsColumn().getByRole('button', { name: /^Развернуть регионы/i }));
    cleanup();

    await openHome();
    expect(regionsColumn().getByRole('button', { name: 'Свернуть регионы' })).toBeInTheDocument();
  });
});

describe('the regions column on a phone', () => {
  it('folds itself after a region is picked, so the hotel list is in view', async () => {
    emulateScreen({ phone: true });
    const { user, router } = await openHome();
    await user.click(regionsColumn().getByRole('link', { name: 'Аланья' }));
    expect(router.state.location.search).toEqual({ view: 'HOTEL_LIST', regionId: 4 });
    const expand = regionsColumn().getByRole('button', { name: /^Развернуть регионы/i });
    expect(expand).toHaveTextContent('Аланья');
  });

  it('folds itself when a region is opened for editing or added', async () => {
    emulateScreen({ phone: true });
    const { user } = await openHome();
    await user.click(regionRow('Кемер').getByRole('button', { name: 'Редактировать «Кемер»' }));
    expect(await screen.findByRole('heading', { name: 'Редактировать регион' })).toBeInTheDocument();
    await user.click(regionsColumn().getByRole('button', { name: /^Развернуть регионы/i }));
    await user.click(regionsColumn().getByRole('button', { name: 'Добавить регион' }));
    expect(await screen.findByRole('heading', { name: 'Добавить регион' })).toBeInTheDocument();
    expect(regionsColumn().getByRole('button', { name: /^Развернуть регионы/i })).toBeInTheDocument();
  });

  it('starts folded on a first visit straight to a hotel, so the hotel is what shows', async () => {
    emulateScreen({ phone: true });
    await openHome('/homePage?view=HOTEL_DETAIL&regionId=1&hotelId=1');
    expect(regionsColumn().getByRole('button', { name: /^Развернуть регионы/i })).toBeInTheDocument();
    expect(regionsColumn().queryByRole('link', { name: 'Анталья' })).not.toBeInTheDocument();
  });

  it.each([
    ['on a phone, a first visit to the main screen itself, where the regions are the choice', true, '/homePage'],
    ['on a wide screen, an address that opens a hotel', false, '/homePage?view=HOTEL_DETAIL&regionId=1&hotelId=1'],
  ])('starts open %s', async (_case, phone, path) => {
    emulateScreen({ phone });
    await openHome(path);
    expect(regionsColumn().getByRole('button', { name: 'Свернуть регионы' })).toBeInTheDocument();
  });

  it('keeps the column open on a link when the admin has left it open before', async () => {
    emulateScreen({ phone: true });
    const first = await openHome('/homePage');
    await first.user.click(regionsColumn().getByRole('button', { name: 'Свернуть регионы' }));
    await first.user.click(regionsColumn().getByRole('button', { name: /^Развернуть регионы/i }));
    cleanup();

    await openHome('/homePage?view=HOTEL_DETAIL&regionId=1&hotelId=1');
    expect(regionsColumn().getByRole('button', { name: 'Свернуть регионы' })).toBeInTheDocument();
  });

  it('stays open on a wide screen after a pick', async () => {
    emulateScreen({ phone: false });
    const { user } = await openHome();
    await user.click(regionsColumn().getByRole('link', { name: 'Аланья' }));
    const list = regionsColumn().getByRole('list');
    expect(within(list).getByRole('link', { name: 'Аланья' })).toHaveAttribute('aria-current', 'true');
  });
});
