import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, openHome, openPageIn, screenshot, setUpBrowser } from './browser';

setUpBrowser();

const SMALLEST_PHONE = { width: 320, height: 640 };

const column = (page: Page) => page.getByRole('complementary', { name: 'Регионы' });
const footerActions = (page: Page) => page.getByRole('navigation', { name: 'Действия' });

/** From the welcome view: Анталья's list, then the footer's «Добавить отель». */
async function openCreateForm(page: Page) {
  await openHome(page);
  const expand = column(page).getByRole('button', { name: 'Развернуть регионы' });
  if (await expand.isVisible()) await expand.click();
  await column(page).getByRole('link', { name: 'Анталья', exact: true }).click();
  await page.getByRole('region', { name: 'Отели региона Анталья!' }).waitFor();
  await footerActions(page).getByRole('link', { name: 'Добавить отель' }).click();
  await page.getByRole('heading', { name: 'Добавить отель' }).waitFor();
}

/** Whether the whole of `name`'s button lies inside the window. */
async function inWindow(page: Page, locator: ReturnType<Page['getByRole']>) {
  const box = await locator.boundingBox();
  const height = page.viewportSize()!.height;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

describe('a form on a phone', () => {
  it.each([
    ['light', 'phone', PHONE],
    ['dark', 'phone', PHONE],
    ['light', 'small-phone', SMALLEST_PHONE],
  ] as const)('keeps Создать and Отмена in sight from the first field, and the footer offers no «Добавить отель» meanwhile (%s, %s)', async (scheme, device, viewport) => {
    const page = await openPageIn(scheme, { viewport, signedIn: true });
    await openCreateForm(page);

    expect(await footerActions(page).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Добавить отель' }).count()).toBe(0);
    // The copyright stays, at the end of the page.
    await page.getByText(/Каталог отелей\. Панель администратора/).waitFor({ state: 'attached' });

    const name = page.getByLabel('Название отеля', { exact: true });
    await name.focus();
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await inWindow(page, name)).toBe(true);
    const create = page.getByRole('button', { name: 'Создать', exact: true });
    const cancel = page.getByRole('button', { name: 'Отмена', exact: true });
    // The form is longer than the window: without the sticky bar its buttons would lie far below.
    const formBottom = await page.getByRole('form', { name: 'Добавить отель' }).evaluate((form) => form.getBoundingClientRect().bottom);
    expect(formBottom).toBeGreaterThan(viewport.height);
    expect(await inWindow(page, create)).toBe(true);
    expect(await inWindow(page, cancel)).toBe(true);
    // The required fields carry their asterisk.
    const mark = await page.locator('label', { hasText: 'Название отеля' }).evaluate((label) => getComputedStyle(label, '::after').content);
    expect(mark).toContain('*');
    await screenshot(page, `form-sticky-actions-${device}-${scheme}`);

    // Refused at once: every field to fix marked, the focus on the first, the bar still in reach.
    await create.click();
    await expect.poll(() => page.locator('[aria-invalid="true"]').count()).toBe(7);
    const closeToasts = page.getByRole('button', { name: 'Закрыть уведомление' });
    while ((await closeToasts.count()) > 0) await closeToasts.first().click();
    await page.getByRole('radiogroup', { name: 'Звёзды' }).scrollIntoViewIfNeeded();
    expect(await inWindow(page, create)).toBe(true);
    await screenshot(page, `form-field-errors-${device}-${scheme}`);

    // Leaving the form brings the footer's actions back.
    await cancel.click();
    await page.getByRole('heading', { name: 'Отели региона Анталья!' }).waitFor();
    await footerActions(page).getByRole('link', { name: 'Добавить отель' }).waitFor();
  });
});
