import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, SMALL_PHONE, openHome, openPage, screenshot, setUpBrowser } from './browser';

setUpBrowser();

const column = (page: Page) => page.getByRole('complementary', { name: 'Регионы' });

/** Creates a region through the form, then opens it for editing and adds a beach to it. */
async function addRegionWithBeach(page: Page, stamp: number) {
  const regionName = `Регион ${stamp}`;
  const beachName = `Пляж ${stamp}`;
  await column(page).getByRole('button', { name: 'Добавить регион' }).click();
  await page.getByRole('heading', { name: 'Добавить регион' }).waitFor();
  await page.getByLabel('Название региона').fill(regionName);
  await page.getByLabel('Вес').fill('5');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await page.getByRole('status').filter({ hasText: 'Регион создан!' }).waitFor();

  // On a phone the column folded itself once the form opened.
  const expand = column(page).getByRole('button', { name: 'Развернуть регионы' });
  if (await expand.isVisible()) await expand.click();
  const row = column(page).getByRole('listitem').filter({ hasText: regionName });
  await row.getByRole('button', { name: 'Редактировать' }).click();
  await page.getByRole('heading', { name: 'Редактировать регион' }).waitFor();
  expect(await page.getByLabel('Название региона').inputValue()).toBe(regionName);
  expect(await page.getByLabel('Вес').inputValue()).toBe('5');
  await page.getByText('Нет пляжей в этом регионе.').waitFor();
  await page.getByLabel('Название пляжа').fill(beachName);
  await page.getByRole('button', { name: 'Создать', exact: true }).click();
  await page.getByRole('status').filter({ hasText: 'Пляж создан!' }).waitFor();
  await page.getByRole('list', { name: 'Пляжи региона' }).getByText(beachName).waitFor();
  expect(await page.getByLabel('Название пляжа').inputValue()).toBe('');
}

describe('regions in a real browser', () => {
  it('on a desktop: selects a region, collapses and keeps it collapsed, adds a region with a beach', async () => {
    const page = await openPage({ viewport: DESKTOP, signedIn: true });
    await openHome(page);
    await column(page).getByRole('link', { name: 'Кемер', exact: true }).click();
    await page.waitForURL(/view=HOTEL_LIST.*regionId=2/);
    await page.getByRole('heading', { level: 1, name: 'Отели региона Кемер!' }).waitFor();
    expect(await column(page).getByRole('link', { name: 'Кемер', exact: true }).getAttribute('aria-current')).toBe('true');
    await screenshot(page, 'regions-expanded-desktop');

    await column(page).getByRole('button', { name: 'Свернуть регионы' }).click();
    await page.reload();
    const expand = column(page).getByRole('button', { name: 'Развернуть регионы' });
    await expand.waitFor();
    await screenshot(page, 'regions-collapsed-desktop');
    const rail = await expand.boundingBox();
    expect(rail!.width).toBeLessThan(80);
    await expand.click();

    await addRegionWithBeach(page, Date.now());
    await column(page).getByRole('listitem').filter({ hasText: 'Кемер' }).getByRole('button', { name: 'Редактировать' }).click();
    await page.getByRole('list', { name: 'Пляжи региона' }).getByText('Бельдиби').waitFor();
    await screenshot(page, 'region-form-desktop');
  });

  it('on a small phone: beaches added one after another keep the field and «Добавить» clear of the toasts', async () => {
    const page = await openPage({ viewport: SMALL_PHONE, signedIn: true });
    await openHome(page);
    const stamp = Date.now();
    await column(page).getByRole('button', { name: 'Добавить регион' }).click();
    await page.getByLabel('Название региона').fill(`Побережье ${stamp}`);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByRole('heading', { name: 'Редактировать регион' }).waitFor();
    const field = page.getByLabel('Название пляжа');
    const create = page.getByRole('button', { name: 'Создать', exact: true });

    for (const beach of ['Первый', 'Второй', 'Третий', 'Четвёртый']) {
      // Typed at a person's pace: the confirmation before («Регион создан!» or «Пляж создан!») has
      // been read by the time the next one comes, and gives it its place.
      await field.pressSequentially(`${beach} ${stamp}`, { delay: 60 });
      // A tap where the button is drawn, as a thumb does.
      const box = (await create.boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await page.getByRole('list', { name: 'Пляжи региона' }).getByText(`${beach} ${stamp}`).waitFor();
      await expect.poll(() => field.inputValue()).toBe('');
      // The toast confirming it is up, and neither the field nor «Добавить» lies under it.
      const covered = await field.evaluate((input: HTMLInputElement) => {
        const boxOf = (element: Element) => element.getBoundingClientRect();
        const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        const toasts = [...document.querySelectorAll('[aria-label="Уведомления"] > *')].map(boxOf);
        const controls = [...(input.form?.querySelectorAll('input, button') ?? [])].map(boxOf);
        return { toasts: toasts.length, covered: controls.filter((control) => toasts.some((shown) => overlaps(control, shown))).length };
      });
      expect(covered).toEqual({ toasts: 1, covered: 0 });
    }
    await screenshot(page, 'region-beaches-added-small-phone');
  });

  it('on a phone: the column is a compact block that folds itself after a pick', async () => {
    const page = await openPage({ viewport: PHONE, signedIn: true });
    await openHome(page);
    await column(page).getByRole('link', { name: 'Анталья', exact: true }).waitFor();
    await screenshot(page, 'regions-expanded-phone');

    await column(page).getByRole('link', { name: 'Аланья', exact: true }).click();
    await page.waitForURL(/view=HOTEL_LIST.*regionId=4/);
    const expand = column(page).getByRole('button', { name: 'Развернуть регионы' });
    await expand.waitFor();
    const row = await expand.boundingBox();
    expect(row!.height).toBeLessThan(64);
    expect(await expand.textContent()).toContain('Аланья');
    await screenshot(page, 'regions-collapsed-phone');

    await expand.click();
    await addRegionWithBeach(page, Date.now());
    await page.getByRole('heading', { name: 'Пляжи' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'region-form-phone');
  });
});
