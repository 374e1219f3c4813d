const CANDIDATES = 'button, [href], input, select, textarea, video[controls], [tabindex]';

function tabbable(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(CANDIDATES)].filter(
    (element) => element.tabIndex >= 0 && !element.hasAttribute('disabled'),
  );
}

/** Wraps Tab and Shift+Tab around the first and last focusable elements of `container`. */
export function trapTabKey(event: KeyboardEvent, container: HTMLElement): void {
  const focusable = tabbable(container);
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  const outside = !container.contains(active);
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}
