import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { API_URL, APP_URL, PHONE, SMALL_PHONE, openHome, openPage, screenshot, settle, setUpBrowser, sidewaysOverflow } from './browser';

setUpBrowser();

// Names no seeded item has, so what is found on screen is what this file made.
const stamp = Date.now();
const longWord = (prefix: string, length: number) => `${prefix}${stamp}`.padEnd(length, 'Щ');
const LONG_NAME = longWord('Оченьдлинноеназваниеотеля', 2000);
const EMOJI_NAME = `🏝️🌴 Отель «Эмодзи» 🐚✨👨‍👩‍👧‍👦 ${stamp}`;
const RTL_NAME = `فندق الشاطئ الذهبي ${stamp} מלון חוף הזהב`;
const LONG_REGION = longWord('Регионсдлиннымназванием', 300);
const LONG_BEACH = longWord('Пляжсдлиннымназванием', 300);
const LONG_ROOM = longWord('Номерсдлиннымназванием', 400);
const LONG_NEWS = longWord('Новостьсдлиннымзаголовком', 200);
const LONG_PHOTO = longWord('Фотосдлиннымназванием', 300);

type Created = { regionId: number; longHotelId: number; emojiHotelId: number; rtlHotelId: number };
let created: Created;

/** The fake API's own endpoints, signed in as the demo administrator. */
async function seedLongNames(): Promise<Created> {
  const verify = await fetch(`${API_URL}/admin/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tg_id: 1, hash: 'demo' }),
  });
  const { access_token: token } = (await verify.json()) as { access_token: string };
  const call = async <T>(path: string, body: unknown): Promise<T> => {
    const isForm = body instanceof FormData;
    const response = await fetch(`${API_URL}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...(isForm ? {} : { 'content-type': 'application/json' }) },
      body: isForm ? body : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const region = await call<{ id: number }>('/v1/regions', { region_name: LONG_REGION, weight: 1 });
  await call('/v1/beaches', { beach_name: LONG_BEACH, region_id: region.id });
  const hotel = (hotel_name: string, is_active: boolean) =>
    call<{ hotel_id: number }>('/v1/hotels', {
      hotel_name,
      hotel_description: longWord('Описаниебезпробелов', 600),
      services: 'Wi-Fi',
      for_child: 'Клуб',
      resto: 'Ресторан',
      recommend_list: 0,
      stars: 4,
      google_maps: `https://www.google.com/maps?q=36.5,32.0&${'x'.repeat(300)}`,
      deposit: null,
      beach_id: null,
      region_id: region.id,
      is_active,
    });
  const longHotel = await hotel(LONG_NAME, false);
  const emojiHotel = await hotel(EMOJI_NAME, true);
  const rtlHotel = await hotel(RTL_NAME, true);
  await call('/v1/rooms', {
    room_type: LONG_ROOM,
    square_meters: 30,
    view: longWord('Видизокна', 200),
    max_occupancy: '2+2',
    hotel_id: longHotel.hotel_id,
  });
  await call(`/v1/news/${longHotel.hotel_id}`, { news_header: LONG_NEWS, news_txt: longWord('Текстновости', 800) });
  const photo = new FormData();
  photo.set('photo_name', LONG_PHOTO);
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="#4a8"/></svg>';
  photo.set('file', new Blob([svg], { type: 'image/svg+xml' }), 'long.svg');
  await call(`/v1/photos/${longHotel.hotel_id}`, photo);
  return { regionId: region.id, longHotelId: longHotel.hotel_id, emojiHotelId: emojiHotel.hotel_id, rtlHotelId: rtlHotel.hotel_id };
}

// Before each test: the fake API's data is put back before each one (browser.ts).
beforeEach(async () => {
  created = await seedLongNames();
});

const home = (search: Record<string, string | number>) =>
  `${APP_URL}/homePage?${new URLSearchParams(Object.entries(search).map(([key, value]) => [key, String(value)])).toString()}`;

/** Interactive elements a finger must reach: none may sit beyond the window's edges, unless in a box that scrolls sideways. */
function offscreenControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const { innerWidth } = window;
    const scrollsSideways = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(parent).overflowX)) return true;
      }
      return false;
    };
    return [...document.querySelectorAll('button, a[href], input, select, textarea')]
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        return rect.width > 0 && (rect.left < -0.5 || rect.right > innerWidth + 0.5) && !scrollsSideways(element);
      })
      .map((element) => {
        const rect = element.getBoundingClientRect();
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30);
        return `${element.tagName.toLowerCase()} «${name}» [${Math.round(rect.left)}..${Math.round(rect.right)}]`;
      });
  });
}

/** A section's short title (one text, a few words) squeezed onto more than one line, by an action beside it. */
function brokenShortHeadings(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main h2')]
      .filter((heading) => heading.childNodes.length === 1 && (heading.textContent ?? '').length <= 20 && heading.checkVisibility())
      .filter((heading) => {
        const text = document.createRange();
        text.selectNodeContents(heading);
        return text.getClientRects().length > 1;
      })
      .map((heading) => heading.textContent ?? ''),
  );
}

describe.each([320, 360])('no sideways scroll at %i px, with any data', (width) => {
  // A walk through every view, a dozen tests' work in one: a slow or busy machine needs more than one
  // test's 60 s for it.
  it('keeps every view of the main screen within the window', async () => {
    const page = await openPage({ viewport: { width, height: 720 }, signedIn: true });
    await openHome(page);
    const problems: string[] = [];
    const check = async (view: string) => {
      await settle(page);
      const overflow = await sidewaysOverflow(page);
      if (overflow.scrollWidth > overflow.innerWidth) {
        problems.push(`${view}: page is ${overflow.scrollWidth} px wide in ${overflow.innerWidth}: ${overflow.culprits.join('; ')}`);
      }
      const offscreen = await offscreenControls(page);
      if (offscreen.length > 0) problems.push(`${view}: controls off screen: ${offscreen.join('; ')}`);
      const broken = await brokenShortHeadings(page);
      if (broken.length > 0) problems.push(`${view}: short headings broken over lines: ${broken.join('; ')}`);
      if (width === 320) await screenshot(page, `layout-${view}-320`);
    };
    const heading = (name: string) => page.getByRole('heading', { name, exact: true }).first().waitFor();
    const { regionId, longHotelId, emojiHotelId, rtlHotelId } = created;

    await page.getByRole('heading', { name: 'Регионы' }).waitFor();
    await page.getByRole('link', { name: LONG_REGION, exact: true }).waitFor();
    await check('welcome');
    // Folded from here on (the choice is remembered), so each screenshot shows the view itself.
    await page.getByRole('button', { name: 'Свернуть регионы' }).click();

    await page.goto(home({ view: 'HOTEL_LIST', regionId }));
    await page.getByRole('link', { name: EMOJI_NAME, exact: true }).waitFor();
    await check('hotel-list');

    await page.goto(home({ view: 'HOTEL_MANAGE', regionId, hotelId: longHotelId }));
    await heading('Редактировать отель');
    await expect.poll(() => page.getByLabel('Название отеля', { exact: true }).inputValue()).toBe(LONG_NAME);
    await check('hotel-edit');

    await page.goto(home({ view: 'HOTEL_MANAGE', regionId }));
    await heading('Добавить отель');
    await check('hotel-create');

    await page.goto(home({ view: 'REGION_MANAGE', regionId }));
    await page.getByRole('list', { name: 'Пляжи региона' }).getByText(LONG_BEACH).waitFor();
    await check('region-edit');

    await page.goto(home({ view: 'REGION_MANAGE' }));
    await heading('Добавить регион');
    await check('region-add');

    await page.goto(home({ view: 'HOTEL_SEARCH' }));
    await page.getByRole('searchbox', { name: 'Название отеля' }).fill(String(stamp));
    await page.getByText('Найдено: 3', { exact: true }).waitFor();
    await page.getByRole('list', { name: 'Результаты поиска' }).getByRole('link', { name: RTL_NAME, exact: true }).waitFor();
    await check('search');

    for (const [tab, ready] of [
      ['news', LONG_NEWS],
      ['rooms', LONG_ROOM],
      ['photo', LONG_PHOTO],
      ['video', 'Нет видео'],
      ['reels', 'Нет рилсов'],
    ] as const) {
      await page.goto(home({ view: 'HOTEL_DETAIL', regionId, hotelId: longHotelId, tab }));
      await page.getByRole('tabpanel').getByText(ready, { exact: false }).first().waitFor();
      await check(`detail-${tab}`);
    }
    await page.getByRole('tab', { name: 'Фото' }).click();
    await page.getByRole('tabpanel').getByRole('button', { name: LONG_PHOTO, exact: true }).click();
    await page.getByRole('dialog').waitFor();
    await check('photo-viewer');
    await page.getByRole('dialog').getByRole('button', { name: 'Закрыть' }).last().click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('tabpanel').getByRole('button', { name: 'Удалить' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Отмена' }).waitFor();
    await check('confirm');
    await page.getByRole('dialog').getByRole('button', { name: 'Отмена' }).click();

    for (const [view, hotelId, name] of [
      ['detail-emoji', emojiHotelId, EMOJI_NAME],
      ['detail-rtl', rtlHotelId, RTL_NAME],
    ] as const) {
      await page.goto(home({ view: 'HOTEL_DETAIL', regionId, hotelId, tab: 'news' }));
      await page.getByRole('heading', { name }).waitFor();
      await check(view);
    }

    expect(problems).toEqual([]);
  }, 180_000);
});

describe('the app shell on a phone', () => {
  it('leaves the screen to the content: header and footer take at most 15 % of 390×844', async () => {
    const page = await openPage({ viewport: PHONE, signedIn: true });
    await openHome(page);
    await page.getByRole('heading', { name: 'Регионы' }).waitFor();
    const { header, footer } = await page.evaluate(() => ({
      header: document.querySelector('header')?.getBoundingClientRect().height ?? 0,
      footer: document.querySelector('footer')?.getBoundingClientRect().height ?? 0,
    }));
    console.info(`header ${header} px + footer ${footer} px = ${header + footer} px of ${PHONE.height} px`);
    expect(header).toBeGreaterThan(0);
    expect(footer).toBeGreaterThan(0);
    expect(header + footer).toBeLessThanOrEqual(PHONE.height * 0.15);
  });

  it.each([{ width: 320, height: 640 }, SMALL_PHONE, PHONE])('keeps each footer action’s label and the copyright on one line at $width px', async (viewport) => {
    const page = await openPage({ viewport, signedIn: true });
    await openHome(page);
    await page.getByRole('heading', { name: 'Регионы' }).waitFor();
    const linesByLabel = await page.getByRole('navigation', { name: 'Действия' }).evaluate((nav) =>
      [...nav.querySelectorAll('button, a')].map((action) => {
        const label = document.createRange();
        label.selectNodeContents(action.querySelector('span') ?? action);
        // The label's text has one box per line it takes.
        return [action.textContent, label.getClientRects().length];
      }),
    );
    expect(Object.fromEntries(linesByLabel)).toEqual({ 'Найти отель': 1, 'Добавить отель': 1 });
    const copyrightLines = await page
      .getByText(/^© \d{4} Каталог отелей/)
      .evaluate((line) => Math.round(line.getBoundingClientRect().height / parseFloat(getComputedStyle(line).lineHeight)));
    expect(copyrightLines).toBe(1);
  });

  it('gives a thumb 44 px of height on the header’s links and the hotel’s «Об отеле» and «Описание и услуги»', async () => {
    const page = await openPage({ viewport: PHONE, signedIn: true });
    await page.goto(`${APP_URL}/homePage?view=HOTEL_DETAIL&regionId=1&hotelId=1`);
    await page.getByRole('heading', { level: 1, name: 'Lara Sun Palace' }).waitFor();
    // Folded on a phone, so the tabs are on the first screen.
    const about = page.getByText('Об отеле', { exact: true });
    await about.click();
    const targets = {
      logo: page.getByRole('link', { name: /Каталог отелей — на главную/ }),
      handle: page.getByRole('link', { name: '@anna_admin' }),
      about,
      more: page.getByText('Описание и услуги', { exact: true }),
    };
    const heights = Object.fromEntries(
      await Promise.all(Object.entries(targets).map(async ([name, target]) => [name, (await target.boundingBox())?.height ?? 0])),
    ) as Record<keyof typeof targets, number>;
    console.info('tap heights', heights);
    expect(Object.fromEntries(Object.entries(heights).map(([name, height]) => [name, height >= 44]))).toEqual({ logo: true, handle: true, about: true, more: true });
    await screenshot(page, 'header-phone');
  });

  it('held sideways, lets the header scroll away while the footer and the regions column stay', async () => {
    const sideways = { width: PHONE.height, height: PHONE.width };
    const page = await openPage({ viewport: sideways, signedIn: true });
    await page.goto(home({ view: 'HOTEL_DETAIL', regionId: 2, hotelId: 5, tab: 'news' }));
    await page.getByRole('tab', { name: 'Новости' }).waitFor();
    const shell = () =>
      page.evaluate(() => {
        const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect() ?? new DOMRect(Number.NaN);
        return { headerBottom: box('header').bottom, footerTop: box('footer').top, columnTop: box('aside').top, columnBottom: box('aside').bottom };
      });
    // At the top of the page the header is there, and the column ends above the footer.
    const atTop = await shell();
    expect(atTop.columnBottom).toBeLessThanOrEqual(atTop.footerTop);

    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const scrolled = await shell();
    expect(scrolled.headerBottom).toBeLessThanOrEqual(0);
    expect(scrolled.footerTop).toBeLessThan(sideways.height);
    // Where the header was: 16 px from the top now, not under 56 px of header.
    expect(Math.round(scrolled.columnTop)).toBe(16);
    expect(scrolled.columnBottom).toBeLessThanOrEqual(scrolled.footerTop);
    await screenshot(page, 'layout-sideways-phone-scrolled');
  });

  it('keeps a focused field clear of the sticky header and footer', async () => {
    const page = await openPage({ viewport: PHONE, signedIn: true });
    await page.goto(home({ view: 'HOTEL_MANAGE', regionId: 1 }));
    await page.getByRole('heading', { name: 'Добавить отель' }).waitFor();
    const hidden: string[] = [];
    await page.getByLabel('Название отеля', { exact: true }).focus();
    // Down the form, then back up: the footer, then the header, must not swallow the focused field.
    for (const key of [...Array<string>(16).fill('Tab'), ...Array<string>(16).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      const where = await page.evaluate(() => {
        const focused = document.activeElement;
        const header = document.querySelector('header')?.getBoundingClientRect();
        const footer = document.querySelector('footer')?.getBoundingClientRect();
        if (!focused || focused === document.body || !header || !footer || focused.closest('header, footer')) return null;
        const rect = focused.getBoundingClientRect();
        const label = focused.id ? document.querySelector(`label[for="${focused.id}"]`)?.textContent : focused.textContent;
        return {
          name: `${focused.tagName} ${label ?? ''}`,
          top: Math.round(rect.top),
          bottom: Math.round(rect.bottom),
          headerBottom: Math.round(header.bottom),
          footerTop: Math.round(footer.top),
          scrollY: Math.round(window.scrollY),
          scrollHeight: document.documentElement.scrollHeight,
        };
      });
      // WCAG 2.4.11: the control shows, a tall text area at least its first lines (where the caret is).
      const visible = where ? Math.min(where.bottom, where.footerTop) - Math.max(where.top, where.headerBottom) : 0;
      if (where && visible < Math.min(where.bottom - where.top, 40)) hidden.push(JSON.stringify(where));
    }
    expect(hidden).toEqual([]);
  });

  it('pads the header and footer by Telegram’s safe areas and fills its stable viewport', async () => {
    const page = await openPage({ viewport: PHONE, signedIn: true });
    await openHome(page);
    await page.getByRole('heading', { name: 'Регионы' }).waitFor();
    // What the Telegram integration sets on the root in a full-screen Mini App.
    await page.evaluate(() => {
      const root = document.documentElement.style;
      root.setProperty('--tg-safe-top', '24px');
      root.setProperty('--tg-content-safe-top', '46px');
      root.setProperty('--tg-safe-bottom', '20px');
      root.setProperty('--tg-content-safe-bottom', '0px');
      root.setProperty('--tg-viewport-stable-height', '700px');
    });
    const shell = await page.evaluate(() => {
      const header = getComputedStyle(document.querySelector('header') as Element);
      const footer = getComputedStyle(document.querySelector('footer') as Element);
      const root = document.querySelector('header')?.parentElement as Element;
      return { headerTop: header.paddingTop, footerBottom: footer.paddingBottom, minHeight: getComputedStyle(root).minHeight };
    });
    expect(shell.headerTop).toBe('70px');
    expect(parseFloat(shell.footerBottom)).toBeGreaterThanOrEqual(20);
    expect(shell.minHeight).toBe('700px');
    await screenshot(page, 'layout-telegram-safe-area-phone');
  });

  it('keeps hover styles to devices that hover, so a tap leaves no stuck highlight', async () => {
    const page = await openPage({ viewport: PHONE, signedIn: true });
    await page.goto(home({ view: 'HOTEL_DETAIL', regionId: 1, hotelId: 1, tab: 'photo' }));
    await page.getByRole('tabpanel').getByRole('listitem').first().waitFor();
    // Each lazy screen brings its own stylesheet, which stays once loaded: open them all in this page.
    const footer = page.getByRole('navigation', { name: 'Действия' });
    await footer.getByRole('link', { name: 'Добавить отель' }).click();
    await page.getByRole('heading', { name: 'Добавить отель' }).waitFor();
    // A form leaves the footer's actions out: its Отмена (nothing typed, nothing asked) brings them back.
    await page.getByRole('button', { name: 'Отмена', exact: true }).click();
    await footer.getByRole('link', { name: 'Найти отель' }).click();
    await page.getByRole('heading', { name: 'Поиск отеля' }).waitFor();
    const regions = page.getByRole('complementary', { name: 'Регионы' });
    const expand = regions.getByRole('button', { name: /развернуть/i });
    if (await expand.isVisible()) await expand.click();
    await regions.getByRole('button', { name: 'Добавить регион' }).click();
    await page.getByRole('heading', { name: 'Добавить регион' }).waitFor();
    const unguarded = await page.evaluate(() => {
      const found: string[] = [];
      const visit = (rules: CSSRuleList, guarded: boolean) => {
        for (const rule of rules) {
          if (rule instanceof CSSMediaRule) visit(rule.cssRules, guarded || /\(\s*hover\s*:\s*hover\s*\)/.test(rule.conditionText));
          else if (rule instanceof CSSStyleRule) {
            if (rule.selectorText.includes(':hover') && !guarded) found.push(`${rule.selectorText} (${rule.parentStyleSheet?.href?.split('/').pop() ?? 'inline'})`);
            if (rule.cssRules.length > 0) visit(rule.cssRules, guarded);
          } else if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules, guarded);
        }
      };
      for (const sheet of document.styleSheets) visit(sheet.cssRules, false);
      return found;
    });
    expect(unguarded).toEqual([]);
  });
});
