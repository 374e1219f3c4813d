// Functions that run inside the page (passed to `addInitScript` or `page.evaluate`): each must be
// self-contained, since only its source travels to the browser.

/** @typedef {Window & { __benchRegionsVisibleAt?: number, __benchView?: Promise<{ committed: number, painted: number }> }} BenchWindow */

/**
 * An init script, in every document: records `performance.now()` (time since the navigation started)
 * once the first frame in which a visible button or link names the region (the panel's regions are
 * links, the bare page's buttons) has been painted. Checked once per frame, just before it is drawn,
 * so the check never forces a layout of its own in the middle of the app's rendering; stamped by a
 * message posted from that check, whose task runs only after the frame's rendering is done.
 * @param {string} regionName
 */
export function watchForRegionButton(regionName) {
  const win = /** @type {BenchWindow} */ (window);
  const afterPaint = new MessageChannel();
  afterPaint.port1.onmessage = () => {
    win.__benchRegionsVisibleAt = performance.now();
  };
  const everyFrame = () => {
    for (const button of document.querySelectorAll('button, a')) {
      if (button.textContent?.includes(regionName) && button.checkVisibility()) {
        afterPaint.port2.postMessage(null);
        return;
      }
    }
    requestAnimationFrame(everyFrame);
  };
  requestAnimationFrame(everyFrame);
}

/**
 * @typedef {object} ViewSpec What the admin waits to see after a click.
 * @property {string} css a visible element matching this selector...
 * @property {string} [value] ...whose `value` is this (a form field filled in),
 * @property {string} [text] ...or whose text is this;
 * @property {string} [heading] and an `h1` reading this.
 */

/**
 * Arms a timer for the next click anywhere in the page: from that click to the first frame in which
 * `spec` holds (`committed`) and to the frame after it (`painted`). Checked once per frame, just
 * before it is drawn, when layout is due anyway: a check on every DOM change would force extra
 * layouts in the middle of the very rendering it times. The result is the promise `window.__benchView`.
 * @param {ViewSpec} spec
 */
export function armViewTimer(spec) {
  const win = /** @type {BenchWindow} */ (window);
  win.__benchView = new Promise((resolve, reject) => {
    let clickedAt = 0;
    const visible = (/** @type {Element} */ element) => element.checkVisibility();
    const holds = () => {
      if (spec.heading !== undefined && ![...document.querySelectorAll('h1')].some((h1) => h1.textContent?.trim() === spec.heading)) {
        return false;
      }
      // Visibility last: it needs a layout, the other checks do not.
      return [...document.querySelectorAll(spec.css)].some(
        (element) =>
          (spec.value === undefined || /** @type {HTMLInputElement} */ (element).value === spec.value) &&
          (spec.text === undefined || element.textContent?.trim() === spec.text) &&
          visible(element),
      );
    };
    const everyFrame = () => {
      if (!holds()) {
        requestAnimationFrame(everyFrame);
        return;
      }
      const committed = performance.now() - clickedAt;
      clearTimeout(timeout);
      requestAnimationFrame(() => resolve({ committed, painted: performance.now() - clickedAt }));
    };
    const timeout = setTimeout(() => reject(new Error(`not seen within 30 s: ${JSON.stringify(spec)}`)), 30_000);
    window.addEventListener(
      'click',
      () => {
        clickedAt = performance.now();
        requestAnimationFrame(everyFrame);
      },
      { capture: true, once: true },
    );
  });
}

/**
 * Types `query` the way a keyboard does (React listens to `input` events) and times how long until
 * the count «Найдено: …» changes (results committed), and until the frame after that is drawn. The
 * steps are chosen so that each one changes the count.
 * @param {string} query
 * @returns {Promise<{ committed: number, painted: number, count: string }>}
 */
export function measureKeystroke(query) {
  return new Promise((resolve, reject) => {
    const input = document.querySelector('input[type="search"]');
    const count = [...document.querySelectorAll('p')].find((element) => element.textContent?.startsWith('Найдено: '));
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    if (!(input instanceof HTMLInputElement) || !count || !setValue) return reject(new Error('search box or count not found'));
    const before = count.textContent;
    const timeout = setTimeout(() => reject(new Error(`the count stayed "${before}" after "${query}"`)), 10_000);
    let started = 0;
    const observer = new MutationObserver(() => {
      if (count.textContent === before) return;
      const committed = performance.now() - started;
      observer.disconnect();
      clearTimeout(timeout);
      requestAnimationFrame(() => resolve({ committed, painted: performance.now() - started, count: count.textContent ?? '' }));
    });
    observer.observe(count, { childList: true, characterData: true, subtree: true });
    started = performance.now();
    setValue.call(input, query);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
