import { describe, expect, it } from 'vitest';
import { PHONE, login, openPage, screenshot, setUpBrowser } from './browser';
import { emulateTelegram, sentEvents, waitForSent } from './telegram-client';

setUpBrowser();

describe('inside Telegram', () => {
  it('shows the back button, asks before exiting, then sends "close" and closes', async () => {
    const page = await openPage({ viewport: PHONE });
    await emulateTelegram(page);
    await login(page);
    await waitForSent(page, 'web_app_ready');
    await waitForSent(page, 'web_app_setup_back_button');
    expect(await sentEvents(page)).toContainEqual(['web_app_setup_back_button', { is_visible: true }]);

    await page.evaluate(() => {
      (window as unknown as { Telegram: { WebView: { receiveEvent: (type: string) => void } } }).Telegram.WebView.receiveEvent(
        'back_button_pressed',
      );
    });
    const dialog = page.getByRole('dialog', { name: 'Закрыть панель?' });
    await dialog.waitFor();
    await screenshot(page, 'telegram-exit-phone');

    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await sentEvents(page)).map(([type]) => type)).not.toContain('web_app_close');

    await page.evaluate(() => {
      (window as unknown as { Telegram: { WebView: { receiveEvent: (type: string) => void } } }).Telegram.WebView.receiveEvent(
        'back_button_pressed',
      );
    });
    await page.getByRole('button', { name: 'Всё равно закрыть' }).click();
    await waitForSent(page, 'web_app_close');
    const sent = await sentEvents(page);
    expect(sent).toContainEqual(['web_app_data_send', { data: 'close' }]);
    const types = sent.map(([type]) => type);
    expect(types.indexOf('web_app_data_send')).toBeLessThan(types.indexOf('web_app_close'));
  });

  it('stays quiet in a plain browser: no bridge chunk is fetched', async () => {
    const page = await openPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await login(page);
    await page.getByRole('heading', { name: 'Регионы' }).waitFor();
    expect(scripts.some((url) => url.includes('bridge'))).toBe(false);
  });
});
