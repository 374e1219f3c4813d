// Chromium as the browser suite and the bench start it: headless, and without desktop Chromium's
// own interface pages, which no phone has.
import type { BrowserType, LaunchOptions } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless, no GPU, no traffic of Chromium's own to other hosts, no QUIC to the local servers. */
const BASE_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'];

/**
 * Chromium draws its address bar's suggestions in a page of their own (the omnibox popup, a WebUI
 * renderer), and a headless Chromium starts one with every window: with every page opened in a new
 * context. Each keeps a core busy for most of the second in which the page beside it starts, on a
 * machine that may have two. Off, for every app alike (record 0022).
 */
const BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

const DISABLE_FEATURES = '--disable-features=';

/** For a Chromium started without Playwright, which adds no switches of its own. */
export const BARE_CHROMIUM_ARGS = [...BASE_ARGS, `${DISABLE_FEATURES}${BROWSER_UI_FEATURES.join(',')}`];

/**
 * Playwright's launch options for a Chromium without the interface features above. Chromium takes
 * only the last `--disable-features` it is given, and Playwright gives one of its own: that one is
 * read from a Chromium Playwright starts (chrome://version) and replaced by itself plus ours. A
 * Chromium that will not show that page is started as Playwright would, with a warning.
 */
export async function chromiumLaunchOptions(chromium: BrowserType): Promise<LaunchOptions> {
  const probe = await chromium.launch({ executablePath: CHROMIUM_PATH, args: BASE_ARGS });
  let commandLine: string;
  try {
    const page = await probe.newPage();
    await page.goto('chrome://version');
    commandLine = (await page.locator('#command_line').textContent({ timeout: 5000 })) ?? '';
  } catch (error) {
    console.warn('chrome://version could not be read: Chromium keeps its address bar page.', error);
    return { executablePath: CHROMIUM_PATH, args: BASE_ARGS };
  } finally {
    await probe.close();
  }
  const playwrights = commandLine.split(/\s+/).find((arg) => arg.startsWith(DISABLE_FEATURES));
  const features = [playwrights?.slice(DISABLE_FEATURES.length), ...BROWSER_UI_FEATURES].filter(Boolean).join(',');
  return {
    executablePath: CHROMIUM_PATH,
    args: [...BASE_ARGS, `${DISABLE_FEATURES}${features}`],
    ignoreDefaultArgs: playwrights ? [playwrights] : [],
  };
}
