import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { APP_URL, DESKTOP, openPage, openTab, setUpBrowser } from './browser';

setUpBrowser();

/**
 * Two tabs of one browser on the same hotel's edit form: each keeps its own draft (record 0026),
 * through a reload, a save in the other tab, and another tab opened on the form meanwhile.
 */

const EDIT_FORM = `${APP_URL}/homePage?view=HOTEL_MANAGE&regionId=1&hotelId=1`;
const DRAFT_KEY = 'draft:hotel-edit:1';

const description = (page: Page) => page.getByLabel('Описание', { exact: true });
const restoredNotice = (page: Page) => page.getByText('Черновик восстановлен');

/** A tab of the signed-in browser beside `page` (a new one without it), on Lara Sun Palace's edit form. */
async function openEditForm(page?: Page): Promise<Page> {
  const tab = page ? await openTab(page) : await openPage({ viewport: DESKTOP, signedIn: true });
  // Reloading a changed form asks first; the tests reload on purpose.
  tab.on('dialog', (dialog) => void dialog.accept());
  await tab.goto(EDIT_FORM);
  await tab.getByRole('heading', { name: 'Редактировать отель' }).waitFor();
  await expect.poll(() => tab.getByLabel('Название отеля', { exact: true }).inputValue()).toBe('Lara Sun Palace');
  return tab;
}

/** What the browser stores as the form's drafts, all tabs' together. */
const storedDrafts = (page: Page) => page.evaluate((key) => localStorage.getItem(key) ?? '', DRAFT_KEY);

/** Types `added` as a new line of the description, and waits until the draft is in storage. */
async function typeLine(page: Page, added: string): Promise<string> {
  const typed = `${await description(page).inputValue()}\n${added}`;
  await description(page).fill(typed);
  await expect.poll(() => storedDrafts(page)).toContain(added);
  return typed;
}

describe('drafts in two tabs of one browser', () => {
  it("brings each tab's own typing back after its reload, and a save in the other tab leaves it", async () => {
    const first = await openEditForm();
    const second = await openEditForm(first);
    const addedInFirst = `Из первой вкладки ${Date.now()}.`;
    const addedInSecond = `Из второй вкладки ${Date.now()}.`;
    const typedInFirst = await typeLine(first, addedInFirst);
    await typeLine(second, addedInSecond);

    await first.reload();
    await restoredNotice(first).waitFor();
    expect(await description(first).inputValue()).toBe(typedInFirst);

    await second.getByRole('button', { name: 'Обновить' }).click();
    await second.getByRole('status').filter({ hasText: 'Отель успешно обновлён!' }).waitFor();
    await expect.poll(() => storedDrafts(first)).not.toContain(addedInSecond);
    expect(await storedDrafts(first)).toContain(addedInFirst);

    await first.reload();
    await restoredNotice(first).waitFor();
    expect(await description(first).inputValue()).toBe(typedInFirst);
  });

  it('keeps the typing of a tab whose draft another tab opened on the form took up', async () => {
    const first = await openEditForm();
    const added = `Набрано до второй вкладки ${Date.now()}.`;
    const typed = await typeLine(first, added);

    // The new tab takes up the newest draft it finds, as the next panel after a closed one does.
    const second = await openEditForm(first);
    await restoredNotice(second).waitFor();
    expect(await description(second).inputValue()).toBe(typed);
    // The first tab writes its own again: both tabs' entries hold the typing.
    await expect
      .poll(async () => Object.keys((JSON.parse(await storedDrafts(first)) as { tabs: object }).tabs).length)
      .toBe(2);

    await first.reload();
    await restoredNotice(first).waitFor();
    expect(await description(first).inputValue()).toBe(typed);
  });
});
