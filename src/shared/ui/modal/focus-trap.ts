const FOCUSABLE = 'button:not(:disabled), [href], input:not(:disabled), select, textarea, video[controls], [tabindex]:not([tabindex="-1"])';

/** Wraps Tab and Shift+Tab around the first and last focusable elements of `container`. */
export function trapTabKey(event: KeyboardEvent, container: HTMLElement): void {
  const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
