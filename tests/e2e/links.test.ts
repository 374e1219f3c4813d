import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { APP_URL, DESKTOP, openPage, setUpBrowser } from './browser';

setUpBrowser();

const hotelList = (page: Page) => page.getByRole('region', { name: 'Отели региона Анталья!' });
const detailHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** A middle click on `link`, and the page it opened beside this one. */
async function middleClick(page: Page, link: ReturnType<Page['getByRole']>): Promise<Page> {
  const opened = page.context().waitForEvent('page');
  await link.click({ button: 'middle' });
  const newPage = await opened;
  await newPage.waitForLoadState();
  return newPage;
}

describe('links with addresses of their own', () => {
  it('a middle click on a region opens its hotels in a new tab, and a plain click opens them here', async () => {
    const page = await openPage({ viewport: DESKTOP, signedIn: true });
    await page.goto(`${APP_URL}/homePage`);
    const kemer = page.getByRole('complementary', { name: 'Регионы' }).getByRole('link', { name: 'Кемер', exact: true });
    expect(await kemer.getAttribute('href')).toBe('/homePage?view=HOTEL_LIST&regionId=2');

    const other = await middleClick(page, kemer);
    await other.getByRole('region', { name: 'Отели региона Кемер!' }).waitFor();
    expect(await page.getByRole('region', { name: 'Отели региона Кемер!' }).count()).toBe(0);

    await kemer.click();
    await page.getByRole('region', { name: 'Отели региона Кемер!' }).waitFor();
    expect(await kemer.getAttribute('aria-current')).toBe('true');
  });

  it('a hotel of the region list opens by its address in a new page, on its detail', async () => {
    const page = await openPage({ viewport: DESKTOP, signedIn: true });
    await page.goto(`${APP_URL}/homePage?view=HOTEL_LIST&regionId=1`);
    const hotel = hotelList(page).getByRole('link', { name: 'Lara Sun Palace', exact: true });
    const href = await hotel.getAttribute('href');
    expect(href).toBe('/homePage?view=HOTEL_DETAIL&regionId=1&hotelId=1');

    const other = await page.context().newPage();
    await other.goto(`${APP_URL}${href}`);
    await detailHeading(other, 'Lara Sun Palace').waitFor();
    // The page the link was on stays where it was.
    await hotelList(page).waitFor();
  });

  it('a middle click on a hotel, on its edit icon and on a detail tab opens each in a new tab', async () => {
    const page = await openPage({ viewport: DESKTOP, signedIn: true });
    await page.goto(`${APP_URL}/homePage?view=HOTEL_LIST&regionId=1`);

    const detail = await middleClick(page, hotelList(page).getByRole('link', { name: 'Lara Sun Palace', exact: true }));
    await detailHeading(detail, 'Lara Sun Palace').waitFor();

    const edit = await middleClick(page, hotelList(page).getByRole('link', { name: 'Редактировать «Lara Sun Palace»' }));
    await edit.getByRole('heading', { name: 'Редактировать отель' }).waitFor();
    expect(await edit.getByLabel('Название отеля').inputValue()).toBe('Lara Sun Palace');
    // The list the clicks were made on stays as it was.
    await hotelList(page).waitFor();

    const rooms = await middleClick(detail, detail.getByRole('tab', { name: 'Номера' }));
    expect(new URL(rooms.url()).searchParams.get('tab')).toBe('rooms');
    await rooms.getByRole('tabpanel', { name: 'Номера' }).getByText('Family Suite').waitFor();
    // The detail the middle click was made on still shows its own tab.
    expect(await detail.getByRole('tab', { name: 'Новости' }).getAttribute('aria-selected')).toBe('true');
  });
});
