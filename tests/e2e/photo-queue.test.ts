import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  API_URL,
  APP_URL,
  DESKTOP,
  PHONE,
  dragFilesOver,
  expectNoSeriousViolations,
  openPage,
  screenshot,
  settle,
  setUpBrowser,
} from './browser';

setUpBrowser();

// Hotel #3 has no photos of its own: what these tests upload is all its list shows.
const HOTEL_ID = 3;
const PHOTO_TAB = `${APP_URL}/homePage?view=HOTEL_DETAIL&regionId=1&hotelId=${HOTEL_ID}&tab=photo`;
const UPLOADS = `**/v1/photos/${HOTEL_ID}`;

const queue = (page: Page) => page.getByRole('list', { name: 'Очередь загрузки' });
const row = (page: Page, fileName: string) => queue(page).getByRole('listitem', { name: fileName });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const dropZone = (page: Page) => page.getByText('Перетащите файлы сюда или');
const listedPhotos = (page: Page) => page.getByRole('region', { name: 'Фото' }).getByRole('listitem');

type Picture = { width: number; height: number; quality: number };

/**
 * A JPEG drawn in the page: a gradient under fine grain, which compresses as a photograph does
 * (a flat picture would be tiny, pure noise would not be a photo).
 */
async function drawnJpeg(page: Page, picture: Picture): Promise<Buffer> {
  const base64 = await page.evaluate(async ({ width, height, quality }) => {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, width, height);
    gradient.addColorStop(0, '#1e6fa8');
    gradient.addColorStop(1, '#f4c27a');
    context.fillStyle = gradient;
    context.fillRect(0, 0, width, height);
    const pixels = context.getImageData(0, 0, width, height);
    for (let index = 0; index < pixels.data.length; index += 4) {
      const grain = (Math.random() - 0.5) * 48;
      pixels.data[index] = pixels.data[index]! + grain;
      pixels.data[index + 1] = pixels.data[index + 1]! + grain;
      pixels.data[index + 2] = pixels.data[index + 2]! + grain;
    }
    context.putImageData(pixels, 0, 0);
    const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality })).arrayBuffer());
    let binary = '';
    for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
    return btoa(binary);
  }, picture);
  return Buffer.from(base64, 'base64');
}

/**
 * The JPEG with an EXIF segment saying «rotate 90° clockwise to view» (orientation 6), as a phone
 * held upright writes it: the pixels are landscape, the photo is portrait.
 */
function withPortraitOrientation(jpeg: Buffer): Buffer {
  const hex = (bytes: string) => Buffer.from(bytes.replaceAll(' ', ''), 'hex');
  const exif = Buffer.concat([
    hex('ffe1 0022'), // APP1, 34 bytes
    Buffer.from('Exif\0\0', 'latin1'),
    hex('4d4d 002a 00000008'), // big-endian TIFF, first IFD at 8
    hex('0001'), // one entry:
    hex('0112 0003 00000001 0006 0000'), // Orientation, SHORT, = 6
    hex('00000000'), // no next IFD
  ]);
  // After the JFIF segment (APP0) that Chromium's encoder writes first.
  const afterApp0 = 4 + jpeg.readUInt16BE(4);
  return Buffer.concat([jpeg.subarray(0, afterApp0), exif, jpeg.subarray(afterApp0)]);
}

/** The photos the fake API holds for the hotel, as it stored them. */
async function storedPhotos(page: Page): Promise<Array<{ photo_name: string; photo_path: string; file_size?: number }>> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'jwtToken')?.value;
  const response = await fetch(`${API_URL}/v1/photos/hotel/${HOTEL_ID}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { photo: Array<{ photo_name: string; photo_path: string; file_size?: number }> }).photo;
}

/** The tab with its queue passes axe in the light and the dark theme. */
async function expectAccessibleTab(page: Page) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await settle(page);
    await expectNoSeriousViolations(page, `photo queue, ${colorScheme}`, '[role="tabpanel"]');
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

async function openPhotoTab(page: Page) {
  await page.goto(PHOTO_TAB);
  await page.getByRole('button', { name: 'Добавить фото' }).click();
  await page.getByRole('heading', { name: 'Загрузить фото' }).waitFor();
}

describe('the photo upload queue in a real browser', () => {
  it('uploads several photos at once; the one cancelled on its way never arrives', async () => {
    const page = await openPage({ viewport: DESKTOP, signedIn: true });
    await openPhotoTab(page);
    const photo = await drawnJpeg(page, { width: 1600, height: 1200, quality: 0.92 });
    // The pool photo is held on its way, as a slow line would hold it, until the admin gives up on it.
    const heldUploads: string[] = [];
    await page.route(UPLOADS, async (route) => {
      if (route.request().postDataBuffer()?.toString('utf8').includes('\r\n\r\nБассейн\r\n')) {
        heldUploads.push(route.request().url());
        return;
      }
      await route.fallback();
    });

    await page
      .getByLabel('Файл изображения', { exact: true })
      .setInputFiles(['Терраса', 'Бассейн', 'Лобби'].map((name) => ({ name: `${name}.jpg`, mimeType: 'image/jpeg', buffer: photo })));
    await expect.poll(() => queue(page).getByRole('listitem').count()).toBe(3);
    await row(page, 'Лобби.jpg').getByRole('textbox').fill('Лобби с камином');
    await page.getByRole('button', { name: 'Загрузить все' }).click();

    await expect.poll(() => heldUploads.length).toBe(1);
    await row(page, 'Бассейн.jpg').getByText('Загрузка…').waitFor();
    await row(page, 'Лобби.jpg').getByText('Загружено').waitFor({ timeout: 15_000 });
    await settle(page);
    await screenshot(page, 'photo-queue-desktop');

    await page.getByRole('button', { name: 'Отменить «Бассейн.jpg»' }).click();
    await toast(page, 'Загрузка «Бассейн.jpg» отменена').waitFor();
    await toast(page, 'Загружено 2 фото!').waitFor();
    await row(page, 'Бассейн.jpg').getByText('Отменено').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Повторить «Бассейн.jpg»' }).isVisible()).toBe(true);

    await expectAccessibleTab(page);

    await expect.poll(() => listedPhotos(page).count()).toBe(2);
    expect(await listedPhotos(page).allInnerTexts()).toEqual(['Терраса', 'Лобби с камином']);
    expect((await storedPhotos(page)).map((stored) => stored.photo_name).sort()).toEqual(['Лобби с камином', 'Терраса']);
  });

  it('queues and uploads photos dropped on the zone, then the finished queue clears itself', async () => {
    const page = await openPage({ viewport: PHONE, signedIn: true });
    await openPhotoTab(page);
    const photo = (await drawnJpeg(page, { width: 800, height: 600, quality: 0.9 })).toString('base64');
    const dropped = ['Пирс', 'Сад'].map((name) => ({ name: `${name}.jpg`, type: 'image/jpeg', base64: photo }));

    await dragFilesOver(dropZone(page), dropped, { drop: false });
    await settle(page);
    await screenshot(page, 'photo-drop-zone-dragging-phone');
    await dragFilesOver(dropZone(page), dropped);
    await expect.poll(() => queue(page).getByRole('listitem').count()).toBe(2);
    await row(page, 'Сад.jpg').getByText('Ждёт загрузки').waitFor();

    await page.getByRole('button', { name: 'Загрузить все' }).click();
    await toast(page, 'Загружено 2 фото!').waitFor({ timeout: 15_000 });
    await row(page, 'Пирс.jpg').getByText('Загружено').waitFor();
    expect((await storedPhotos(page)).map((stored) => stored.photo_name).sort()).toEqual(['Пирс', 'Сад']);

    // A moment later the finished queue is gone and the form's own name field is back.
    await queue(page).waitFor({ state: 'detached', timeout: 8_000 });
    await page.getByLabel('Название фото', { exact: true }).waitFor();
    await settle(page);
    await screenshot(page, 'photo-drop-zone-phone');
  });

  it('makes a large photo smaller before sending it, upright, and says by how much', async () => {
    const page = await openPage({ viewport: PHONE, signedIn: true });
    await openPhotoTab(page);
    const large = withPortraitOrientation(await drawnJpeg(page, { width: 4000, height: 3000, quality: 0.95 }));
    const small = await drawnJpeg(page, { width: 800, height: 600, quality: 0.9 });

    await page.getByLabel('Файл изображения', { exact: true }).setInputFiles([
      { name: 'Вид с балкона.jpg', mimeType: 'image/jpeg', buffer: large },
      { name: 'Ресепшен.jpg', mimeType: 'image/jpeg', buffer: small },
    ]);
    await page.getByRole('button', { name: 'Загрузить все' }).click();
    await toast(page, 'Загружено 2 фото!').waitFor({ timeout: 30_000 });

    // Read and shown before the finished queue clears itself.
    const sizes = row(page, 'Вид с балкона.jpg').getByText(/МБ →/);
    expect(await sizes.innerText()).toMatch(/^\d+(,\d)? МБ → \d+(,\d)? (МБ|КБ)$/);
    // A small photo goes as picked: one size, no arrow.
    expect(await row(page, 'Ресепшен.jpg').innerText()).not.toContain('→');
    await sizes.scrollIntoViewIfNeeded();
    await screenshot(page, 'photo-queue-phone');

    const stored = await storedPhotos(page);
    const balcony = stored.find((photo) => photo.photo_name === 'Вид с балкона')!;
    expect(balcony.file_size).toBeLessThan(large.length);
    expect(stored.find((photo) => photo.photo_name === 'Ресепшен')?.file_size).toBe(small.length);

    // Redrawn upright at 2560 px on its longest side: portrait, as the phone meant it.
    const preview = page.getByRole('region', { name: 'Фото' }).getByRole('listitem').filter({ hasText: 'Вид с балкона' }).locator('img');
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => `${img.naturalWidth}×${img.naturalHeight}`)).toBe('1920×2560');

    await expectAccessibleTab(page);
  });

  it('takes photos dropped anywhere on the tab into the queue, showing the drop zone while they are held over it', async () => {
    const page = await openPage({ viewport: DESKTOP, signedIn: true });
    await page.goto(PHOTO_TAB);
    const list = page.getByRole('region', { name: 'Фото' });
    await list.getByText('Нет фото.').waitFor();
    const photo = (await drawnJpeg(page, { width: 800, height: 600, quality: 0.9 })).toString('base64');
    const dropped = ['Маяк', 'Причал'].map((name) => ({ name: `${name}.jpg`, type: 'image/jpeg', base64: photo }));

    await dragFilesOver(list, dropped, { drop: false });
    await dropZone(page).waitFor();
    await dragFilesOver(list, dropped);
    await expect.poll(() => queue(page).getByRole('listitem').count()).toBe(2);
    expect(await row(page, 'Причал.jpg').getByRole('textbox').inputValue()).toBe('Причал');

    // One of the wrong type is refused in its row, in the picker's words, and never sent.
    await dragFilesOver(list, [{ name: 'прайс.pdf', type: 'application/pdf', base64: btoa('%PDF-1.4') }]);
    await row(page, 'прайс.pdf').getByText('Это не изображение: выберите файл фото.').waitFor();

    await page.getByRole('button', { name: 'Загрузить все' }).click();
    await toast(page, 'Загружено 2 фото!').waitFor({ timeout: 15_000 });
    expect((await storedPhotos(page)).map((stored) => stored.photo_name).sort()).toEqual(['Маяк', 'Причал']);
  });
});
