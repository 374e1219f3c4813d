import { useLayoutEffect, type RefObject } from 'react';

/**
 * What a toast must never cover: the focused control (the admin is typing or about to press it)
 * and a tab strip (sticky on a phone's hotel detail, the way between its lists).
 */
const KEPT_CLEAR = '[role="tablist"]';
const GAP_PX = 8;

type Box = { top: number; bottom: number; left: number; right: number };

const overlaps = (a: Box, b: Box) => a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right;

function keptClear(stack: HTMLElement): Box[] {
  const boxes = [...document.querySelectorAll<HTMLElement>(KEPT_CLEAR)].map((element) => element.getBoundingClientRect());
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused !== document.body && !stack.contains(focused)) {
    boxes.push(focused.getBoundingClientRect());
  }
  return boxes.filter((box) => box.bottom > 0 && box.top < window.innerHeight && box.width > 0);
}

/**
 * Places the toast stack where it covers nothing kept clear. Its place is the bottom, above the
 * footer (CSS). If something kept clear is there (a field in the lower part of the screen has the
 * focus, the tab strip has not yet stuck), it moves to the top, under the sticky header and
 * whatever kept-clear bar sticks in the top half; if the top is no better, it stays at the bottom.
 * Checked when the toasts change, the focus moves, the page scrolls or the window resizes: a rule
 * that holds for any screen, rather than each screen reserving room for toasts.
 */
export function useClearPlacement(stackRef: RefObject<HTMLElement | null>, toasts: readonly unknown[]): void {
  useLayoutEffect(() => {
    const stack = stackRef.current;
    if (!stack || toasts.length === 0) return;
    let frame = 0;
    const place = () => {
      frame = 0;
      // Measured at the bottom first: layout only, nothing is painted between the two placements.
      delete stack.dataset.place;
      stack.style.removeProperty('top');
      const atBottom = stack.getBoundingClientRect();
      const boxes = keptClear(stack);
      if (!boxes.some((box) => overlaps(atBottom, box))) return;
      const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
      const upperHalf = boxes.filter((box) => box.bottom < window.innerHeight / 2);
      const top = Math.max(headerBottom, ...upperHalf.map((box) => box.bottom)) + GAP_PX;
      const atTop = { top, bottom: top + atBottom.height, left: atBottom.left, right: atBottom.right };
      if (boxes.some((box) => overlaps(atTop, box))) return;
      stack.dataset.place = 'top';
      stack.style.top = `${top}px`;
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(place);
    };
    place();
    document.addEventListener('focusin', schedule);
    document.addEventListener('focusout', schedule);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('focusin', schedule);
      document.removeEventListener('focusout', schedule);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [stackRef, toasts]);
}
