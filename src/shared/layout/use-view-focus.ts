import { useCallback, useEffect, useLayoutEffect, useRef, type FocusEvent } from 'react';

export const APP_TITLE = 'Каталог отелей';

// Set when the view changes, cleared by the view's heading once it has taken the focus. A page
// that has just loaded leaves the focus where the browser puts it.
let focusRequested = false;

const RETURN_ATTRIBUTE = 'data-return-focus';
/** How long a view coming back may take to draw the control that left it (a list's rows) before its heading takes the focus instead. */
const RETURN_WAIT_FRAMES = 10;
// The history entry shown; the marked control last pressed on each entry (never pruned: Back may
// return to any entry of the session); and the one to focus in the view now shown, when it comes
// back to such an entry. Module state, as the focus request above: the view that records a press
// and the heading that acts on it are far apart in the tree.
let shownEntry: string | undefined;
const pressedOn = new Map<string, string>();
let returnTarget: string | undefined;

/**
 * Marks a control that leaves its view (a hotel row's «Подробнее», «Редактировать»): when the admin
 * comes back to that same history entry (Back, or «Отмена» and a save that go back), the focus
 * returns to it rather than to the view's heading, so the keyboard carries on from the same row of a
 * long list. `key` names it uniquely within its view and stays the same when the view is drawn again.
 */
export const returnFocusMark = (key: string) => ({ [RETURN_ATTRIBUTE]: key });

// At the press the entry is still the one it was made on: the navigation it starts comes after.
function recordPress(event: Event): void {
  const marked = event.target instanceof Element ? event.target.closest(`[${RETURN_ATTRIBUTE}]`) : null;
  const mark = marked?.getAttribute(RETURN_ATTRIBUTE);
  if (mark && shownEntry !== undefined) pressedOn.set(shownEntry, mark);
}

/** Joins the view's name (most specific first) with the app's: 'Поиск отеля — Каталог отелей'. */
export const documentTitle = (...parts: readonly string[]) => [...parts, APP_TITLE].join(' — ');

/**
 * Asks the next view heading that shows to take the focus, whenever `viewKey` changes after the
 * first render: the admin opened another view, and the button they pressed has likely gone with
 * the old one. Back on a history entry (`entryKey`) where a marked control was pressed
 * (`returnFocusMark`), that control takes it instead. Runs as a layout effect, so a heading drawn in
 * the same commit already sees it.
 */
export function useViewChangeFocus(viewKey: string, entryKey: string | undefined): void {
  const previousView = useRef(viewKey);
  // Mounted: the page has just loaded (or the screen was entered from another page), and a
  // request left from an earlier screen no longer applies.
  useLayoutEffect(() => {
    focusRequested = false;
    returnTarget = undefined;
    // A click is what a tap, a mouse and Enter or Space on a button all give, and iOS focuses no
    // button it taps, so the press is recorded rather than the focus. One listener for the document,
    // so a mark stays a plain attribute on any link or button; in the capture phase, before any
    // handler of the control itself runs.
    document.addEventListener('click', recordPress, { capture: true });
    return () => {
      document.removeEventListener('click', recordPress, { capture: true });
      shownEntry = undefined;
    };
  }, []);
  useLayoutEffect(() => {
    // A change in place (the search's text, the list's order) replaces the entry, in the same view.
    shownEntry = entryKey;
    if (previousView.current === viewKey) return;
    previousView.current = viewKey;
    returnTarget = entryKey === undefined ? undefined : pressedOn.get(entryKey);
    focusRequested = true;
  }, [viewKey, entryKey]);
}

/**
 * Focuses the control the view was left by, once drawn; if it does not come, or cannot take the
 * focus (hidden in a folded column), `heading` does. Given up if the admin moves the focus meanwhile.
 */
function focusReturnTargetOr(heading: HTMLElement): void {
  const key = returnTarget;
  returnTarget = undefined;
  if (!key) {
    heading.focus();
    return;
  }
  let framesLeft = RETURN_WAIT_FRAMES;
  const focusedBefore = document.activeElement;
  const attempt = () => {
    if (document.activeElement !== focusedBefore) return;
    const target = [...document.querySelectorAll<HTMLElement>(`[${RETURN_ATTRIBUTE}]`)].find(
      (candidate) => candidate.getAttribute(RETURN_ATTRIBUTE) === key,
    );
    target?.focus();
    if (target && document.activeElement === target) return;
    if (framesLeft-- > 0 && heading.isConnected) requestAnimationFrame(attempt);
    else if (heading.isConnected) heading.focus();
  };
  attempt();
}

/**
 * For a view's main heading (give it `tabIndex={-1}`): names the document after the view, and
 * after a view change moves the focus to it as soon as it is drawn, so the admin continues from
 * the top of the new view instead of from <body>. `title` undefined: not ready to be named yet.
 * A tab the admin has just chosen keeps the focus (the WAI-ARIA tabs pattern). A heading that
 * leaves with the focus (a loading state replaced by the loaded view) hands it to the next one.
 */
export function useViewHeading<Element extends HTMLElement>(title: string | undefined) {
  const heading = useRef<Element | null>(null);
  // A ref's cleanup runs while the element is still in the document, focus and all.
  const ref = useCallback((node: Element | null) => {
    heading.current = node;
    return () => {
      heading.current = null;
      if (node && document.activeElement === node) focusRequested = true;
    };
  }, []);
  useEffect(() => {
    if (title !== undefined) document.title = title;
  }, [title]);
  // No dependencies: the heading may be the same element across a view change (another tab of
  // the same hotel), or may only now be drawn (a pane that was loading).
  useEffect(() => {
    const node = heading.current;
    if (!focusRequested || !node) return;
    focusRequested = false;
    if (document.activeElement?.closest('[role="tablist"]')) return;
    focusReturnTargetOr(node);
  });
  return ref;
}

/**
 * Where the focus goes once an item it was on is removed (deleted, or its form left): to `target`,
 * when the focus is still on `formerFocus` (which is about to go) or has already fallen to <body>.
 * Anywhere else, the admin has moved on, and it stays.
 */
export function refocusAfterRemoval(target: HTMLElement | null | undefined, formerFocus?: Element | null): void {
  const active = document.activeElement;
  const lost = !active || active === document.body || (formerFocus != null && active === formerFocus);
  if (lost) target?.focus();
}

/**
 * A button disabled while its save runs loses the focus to <body> (browsers blur a control that
 * becomes disabled). When the work is over, `target()` takes the focus back, if nothing else has.
 */
export function useRefocusWhenSettled(busy: boolean, target: () => HTMLElement | null | undefined): void {
  const wasBusy = useRef(busy);
  const targetRef = useRef(target);
  useEffect(() => {
    targetRef.current = target;
  });
  useEffect(() => {
    const settled = wasBusy.current && !busy;
    wasBusy.current = busy;
    if (settled) refocusAfterRemoval(targetRef.current());
  }, [busy]);
}

/**
 * A form's `onFocus`: brings the focused field wholly into sight, clear of the sticky header and
 * footer (html's scroll-padding). The browser's own scroll on focus leaves a field where it is as
 * long as some of it shows (Chromium: 32 px), so a textarea reached by Tab could end under the footer.
 */
export function revealFocusedField(event: FocusEvent<HTMLElement>): void {
  const field = event.target;
  if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement) {
    field.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }
}
