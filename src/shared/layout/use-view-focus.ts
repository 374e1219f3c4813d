import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

const APP_TITLE = 'Каталог отелей';

// Module state: the view that changes or records a press and the heading that acts on it are far
// apart in the tree. Set on a view change, cleared by the heading that takes the focus.
let focusRequested = false;

const RETURN_ATTRIBUTE = 'data-return-focus';
/** How long a view coming back may take to draw the control that left it (a list's rows) before its heading takes the focus instead. */
const RETURN_WAIT_FRAMES = 10;
// The history entry shown; the marked control last pressed on each entry (never pruned: Back may
// return to any entry); and the one to focus once the view now shown came back to such an entry.
let shownEntry: string | undefined;
const pressedOn = new Map<string, string>();
let returnTarget: string | undefined;

/**
 * Marks a control that leaves its view (a hotel row's name): back on that history entry, the
 * focus returns to it rather than to the heading, so the keyboard carries on from the same row of a
 * long list. `key` is unique within its view and stable across renders.
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
 * Asks the next view heading drawn to take the focus whenever `viewKey` changes after the first
 * render: the button pressed has likely gone with the old view. Back on an entry (`entryKey`) where a
 * marked control was pressed, that control takes it instead. A layout effect, so a heading drawn in
 * the same commit already sees the request.
 */
export function useViewChangeFocus(viewKey: string, entryKey: string | undefined): void {
  const previousView = useRef(viewKey);
  // Mounted: the page has just loaded, and a request left from an earlier screen no longer applies.
  useLayoutEffect(() => {
    focusRequested = false;
    returnTarget = undefined;
    // The click is recorded, not the focus: iOS focuses no button it taps. Captured, before the
    // control's own handlers run.
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
  if (!key) return heading.focus();
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
 * For a view's main heading (give it `tabIndex={-1}`): names the document after the view (`title`
 * undefined: not yet), and after a view change takes the focus once drawn, rather than leaving it on
 * <body>. A tab just chosen keeps the focus (WAI-ARIA tabs); a heading that leaves with the focus (a
 * loading state replaced) hands it to the next one.
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
