import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL, DESKTOP, PHONE, dragFilesOver, openHome, openPage, screenshot, setUpBrowser } from './browser';

setUpBrowser();

const REEL_FIXTURE = 'mocks/fixtures/media/reel.mp4';
const workDir = mkdtempSync(join(tmpdir(), 'media-e2e-'));
const bigPhoto = join(workDir, 'noise.png');

/** A PNG of random pixels: noise does not compress, so 1000×1000 RGB is about 3 MB on the wire. */
function noisePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) randomBytes(width * 3).copy(rows, y * (width * 3 + 1) + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

beforeAll(() => {
  writeFileSync(bigPhoto, noisePng(1000, 1000));
});

afterAll(() => {
  rmSync(workDir, { recursive: true, force: true });
});

const tabUrl = (tab: 'photo' | 'video' | 'reels') =>
  `${APP_URL}/homePage?view=HOTEL_DETAIL&regionId=1&hotelId=1&tab=${tab}`;
const panel = (page: Page) => page.getByRole('tabpanel');
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const card = (page: Page, name: string) => panel(page).getByRole('listitem').filter({ hasText: name });

async function openTab(page: Page, tab: 'photo' | 'video' | 'reels', firstItem: string) {
  await page.goto(tabUrl(tab));
  await card(page, firstItem).waitFor();
}

/**
 * On loopback the kernel's send buffer swallows a few MB at once, so the browser reports 100 % before
 * the server (even one reading slowly, FAKE_API_UPLOAD_BYTES_PER_SECOND) has the body. Chromium's own
 * throttling meters the upload where the progress events come from, so the bar moves as on a phone.
 */
async function throttleUploads(page: Page, bytesPerSecond: number) {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

/** Every value the progress bar shows from now on, read as the DOM changes rather than by polling. */
async function watchProgress(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const seen: number[] = [];
    Object.assign(window, { progressSeen: seen });
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"]');
      const value = Number(bar?.getAttribute('aria-valuenow'));
      if (bar && seen.at(-1) !== value) seen.push(value);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
}

/** Screenshots wait for the modal's fade-in, or they catch it half transparent. */
async function shoot(page: Page, name: string) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  await screenshot(page, name);
}

/** A one-finger swipe, as a touch screen reports it: pointer events of a primary touch pointer. */
async function swipe(page: Page, { from, to }: { from: { x: number; y: number }; to: { x: number; y: number } }) {
  await page.evaluate(
    ({ from, to }) => {
      const target = document.elementFromPoint(from.x, from.y)!;
      const finger = { bubbles: true, pointerId: 9, pointerType: 'touch', isPrimary: true };
      target.dispatchEvent(new PointerEvent('pointerdown', { ...finger, clientX: from.x, clientY: from.y }));
      target.dispatchEvent(new PointerEvent('pointerup', { ...finger, clientX: to.x, clientY: to.y }));
    },
    { from, to },
  );
}

/** Resolves once the player's clock has moved half a second: real decoding, not just a loaded element. */
async function waitForPlayback(page: Page) {
  await page.waitForFunction(() => {
    const video = document.querySelector<HTMLVideoElement>('dialog[open] video');
    return (video?.currentTime ?? 0) > 0.5;
  });
}

describe('photos in a real browser', () => {
  it('uploads a 3 MB photo with a visible progress bar, previews, opens and downloads it', async () => {
    const page = await openPage({ viewport: DESKTOP, signedIn: true });
    await openHome(page);
    await openTab(page, 'photo', 'Вид на море');

    await panel(page).getByRole('button', { name: 'Добавить фото' }).click();
    await page.getByLabel('Название фото', { exact: true }).fill('Шум на 3 МБ');
    await page.getByLabel('Файл изображения', { exact: true }).setInputFiles(bigPhoto);
    await throttleUploads(page, 1_000_000);
    const progressSeen = await watchProgress(page);
    await page.getByRole('button', { name: 'Загрузить' }).click();
    await toast(page, 'Фото загружено!').waitFor({ timeout: 30_000 });

    const values = await progressSeen();
    expect(values.some((value) => value > 0 && value < 100)).toBe(true);
    await page.getByRole('progressbar').waitFor({ state: 'detached' });

    const preview = card(page, 'Шум на 3 МБ').locator('img');
    await preview.scrollIntoViewIfNeeded();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1000);
    await shoot(page, 'media-photo-tab-desktop');

    await card(page, 'Шум на 3 МБ').getByRole('button', { name: 'Шум на 3 МБ', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Шум на 3 МБ' });
    await expect.poll(() => dialog.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1000);
    await shoot(page, 'media-photo-modal-desktop');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Скачать' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^\d+-noise\.png$/);
    expect(readFileSync(await download.path()).equals(readFileSync(bigPhoto))).toBe(true);
    await dialog.getByRole('button', { name: 'Закрыть' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('looks finished on a phone: the list, and the photo full screen, swiped and zoomed', async () => {
    const page = await openPage({ viewport: PHONE, signedIn: true });
    await openHome(page);
    await openTab(page, 'photo', 'Вид на море');
    const previews = panel(page).getByRole('listitem').locator('img');
    await previews.last().scrollIntoViewIfNeeded();
    for (const preview of await previews.all()) await preview.evaluate((img: HTMLImageElement) => img.decode());
    await shoot(page, 'media-photo-tab-phone');
    await card(page, 'Вид на море').getByRole('button', { name: 'Вид на море', exact: true }).click();
    // Named after the photo on screen, which the swipe below changes.
    const dialog = page.getByRole('dialog');
    await page.getByRole('dialog', { name: 'Вид на море' }).waitFor();
    const picture = dialog.getByRole('img');
    await picture.evaluate((img: HTMLImageElement) => img.decode());
    await shoot(page, 'media-photo-modal-phone');

    // The picture takes the phone's width, the dialog its whole screen; one «Закрыть», no ×.
    const pictureBox = (await picture.boundingBox())!;
    expect(pictureBox.width).toBeGreaterThanOrEqual(0.9 * PHONE.width);
    expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
    expect(await dialog.getByRole('button', { name: 'Закрыть' }).count()).toBe(1);
    await dialog.getByText('1 из 3').waitFor();

    // A finger's swipe to the left shows the next photo.
    const middleY = pictureBox.y + pictureBox.height / 2;
    await swipe(page, { from: { x: 320, y: middleY }, to: { x: 80, y: middleY } });
    await page.getByRole('dialog', { name: 'Главный бассейн' }).getByText('2 из 3').waitFor();

    // A double tap shows it twice as large, scrolled to where it was tapped.
    await picture.dblclick({ position: { x: pictureBox.width * 0.75, y: pictureBox.height / 2 } });
    await expect.poll(() => dialog.getByRole('button', { name: 'Увеличить' }).getAttribute('aria-pressed')).toBe('true');
    expect((await picture.boundingBox())!.width).toBeGreaterThanOrEqual(1.8 * PHONE.width);
    await shoot(page, 'media-photo-modal-zoomed-phone');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });
});

describe('videos and reels in a real browser', () => {
  it('uploads a small video, which is listed with the no-preview placeholder', async () => {
    const page = await openPage({ viewport: DESKTOP, signedIn: true });
    await openHome(page);
    await openTab(page, 'video', 'Пляж Лара с дрона');

    await panel(page).getByRole('button', { name: 'Добавить видео' }).click();
    await page.getByLabel('Название', { exact: true }).fill('Рилс как видео');
    await page.getByLabel('Идентификатор файла (File ID)', { exact: true }).fill('tg-e2e-video');
    await page.getByLabel('Файл видео', { exact: true }).setInputFiles(REEL_FIXTURE);
    await page.getByRole('button', { name: 'Загрузить' }).click();

    await toast(page, 'Видео загружено!').waitFor();
    await card(page, 'Рилс как видео').getByText('Нет превью').waitFor();
    await card(page, 'Пляж Лара с дрона').locator('img').evaluate((img: HTMLImageElement) => img.decode());
    await shoot(page, 'media-video-tab-desktop');
  });

  it('streams the seeded HLS video with hls.js, loaded only when the player opens, and stops it on close', async () => {
    const page = await openPage({ viewport: DESKTOP, signedIn: true });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await openHome(page);
    await openTab(page, 'video', 'Пляж Лара с дрона');
    expect(requested.filter((path) => /\/hls(\.light)?-[\w-]+\.js$/.test(path))).toEqual([]);

    await card(page, 'Пляж Лара с дрона').getByRole('button', { name: 'Пляж Лара с дрона', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Пляж Лара с дрона' });
    await waitForPlayback(page);

    expect(requested.filter((path) => /\/hls(\.light)?-[\w-]+\.js$/.test(path))).toHaveLength(1);
    expect(requested).toContain('/media/seed/hls/sea.m3u8');
    expect(requested.filter((path) => /^\/media\/seed\/hls\/sea-\d+\.m4s$/.test(path)).length).toBeGreaterThan(0);
    // Media Source playback: the element plays a blob, not the playlist itself.
    expect(await dialog.locator('video').evaluate((video: HTMLVideoElement) => video.src)).toMatch(/^blob:/);
    await shoot(page, 'media-video-player-desktop');

    await dialog.getByRole('button', { name: 'Закрыть' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.locator('video').count()).toBe(0);
  });

  it('says so when the stream cannot be loaded', async () => {
    const page = await openPage({ viewport: PHONE, expectConsoleErrors: true, signedIn: true });
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.route('**/media/seed/hls/sea.m3u8', (route) => route.fulfill({ status: 404 }));
    await openHome(page);
    await openTab(page, 'video', 'Пляж Лара с дрона');

    await card(page, 'Пляж Лара с дрона').getByRole('button', { name: 'Пляж Лара с дрона', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Пляж Лара с дрона' });
    await dialog.getByText('Не удалось воспроизвести видео.').waitFor();
    expect(consoleErrors.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([
      expect.stringMatching(/^Воспроизведение HLS manifestLoadError/),
    ]);
  });

  it('plays the mp4 reel as a plain source, on a phone', async () => {
    const page = await openPage({ viewport: PHONE, signedIn: true });
    await openHome(page);
    await openTab(page, 'reels', 'Утро у бассейна');
    await card(page, 'Утро у бассейна').scrollIntoViewIfNeeded();
    await shoot(page, 'media-reels-tab-phone');

    await card(page, 'Утро у бассейна').getByRole('button', { name: 'Утро у бассейна', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Утро у бассейна' });
    await waitForPlayback(page);
    expect(await dialog.locator('video').evaluate((video: HTMLVideoElement) => video.src)).toMatch(
      /\/media\/seed\/reel\.mp4$/,
    );
    await shoot(page, 'media-video-player-phone');

    const video = await dialog.locator('video').elementHandle();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await video?.evaluate((element: HTMLVideoElement) => element.paused && !element.isConnected)).toBe(true);
  });

  it('takes a reel dropped anywhere on the tab into its form and uploads it; a file that is not a video is refused', async () => {
    const page = await openPage({ viewport: DESKTOP, signedIn: true });
    await openTab(page, 'reels', 'Утро у бассейна');
    const list = panel(page).getByRole('region', { name: 'Рилсы' });

    await dragFilesOver(list, [{ name: 'меню.png', type: 'image/png', base64: noisePng(2, 2).toString('base64') }]);
    await page.getByRole('alert').filter({ hasText: 'Это не видео: выберите видеофайл.' }).waitFor();

    const reel = { name: 'Закат.mp4', type: 'video/mp4', base64: readFileSync(REEL_FIXTURE).toString('base64') };
    await dragFilesOver(list, [reel], { drop: false });
    await page.getByText('Перетащите файл сюда или').waitFor();
    await dragFilesOver(list, [reel]);
    await panel(page).getByText('Закат.mp4').waitFor();
    await page.getByLabel('Название', { exact: true }).fill('Закат у пирса');
    await page.getByLabel('Идентификатор файла (File ID)', { exact: true }).fill('tg-e2e-dropped');
    await page.getByRole('button', { name: 'Загрузить' }).click();
    await toast(page, 'Рилс загружен!').waitFor();
    // Listed as the fake API now holds it.
    await card(page, 'Закат у пирса').waitFor();
  });
});
