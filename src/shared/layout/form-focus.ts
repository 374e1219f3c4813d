import { useEffect, useEffectEvent, useRef, type FocusEvent } from 'react';

// The focus within a form or a list being edited. Apart from use-view-focus.ts, which the first
// screen needs: only the screens that edit use these, and they come in chunks of their own.

/**
 * Once an item the focus was on is removed: to `target`, when the focus is still on `formerFocus`
 * (about to go) or has fallen to <body>; anywhere else, the admin has moved on.
 */
export function refocusAfterRemoval(target: HTMLElement | null | undefined, formerFocus?: Element | null): void {
  const active = document.activeElement;
  const lost = !active || active === document.body || (formerFocus != null && active === formerFocus);
  if (lost) target?.focus();
}

/** A button disabled while its save runs loses the focus to <body>; once settled, `target()` takes it back. */
export function useRefocusWhenSettled(busy: boolean, target: () => HTMLElement | null | undefined): void {
  const wasBusy = useRef(busy);
  const refocus = useEffectEvent(() => refocusAfterRemoval(target()));
  useEffect(() => {
    const settled = wasBusy.current && !busy;
    wasBusy.current = busy;
    if (settled) refocus();
  }, [busy]);
}

/**
 * A form's `onFocus`: brings the focused field wholly into sight, clear of the sticky header and
 * footer (html's scroll-padding); the browser's own scroll stops once some of it shows.
 */
export function revealFocusedField(event: FocusEvent<HTMLElement>): void {
  const field = event.target;
  if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement) {
    field.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }
}
