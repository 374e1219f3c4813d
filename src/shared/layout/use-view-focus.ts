import { useCallback, useEffect, useLayoutEffect, useRef, type FocusEvent } from 'react';

export const APP_TITLE = 'Каталог отелей';

// Set when the view changes, cleared by the view's heading once it has taken the focus. A page
// that has just loaded leaves the focus where the browser puts it.
let focusRequested = false;

/** Joins the view's name (most specific first) with the app's: 'Поиск отеля — Каталог отелей'. */
export const documentTitle = (...parts: readonly string[]) => [...parts, APP_TITLE].join(' — ');

/**
 * Asks the next view heading that shows to take the focus, whenever `viewKey` changes after the
 * first render: the admin opened another view, and the button they pressed has likely gone with
 * the old one. Runs as a layout effect, so a heading drawn in the same commit already sees it.
 */
export function useViewChangeFocus(viewKey: string): void {
  const previous = useRef(viewKey);
  // Mounted: the page has just loaded (or the screen was entered from another page), and a
  // request left from an earlier screen no longer applies.
  useLayoutEffect(() => {
    focusRequested = false;
  }, []);
  useLayoutEffect(() => {
    if (previous.current === viewKey) return;
    previous.current = viewKey;
    focusRequested = true;
  }, [viewKey]);
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
    node.focus();
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
