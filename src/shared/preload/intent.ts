import { mayPreload } from './may-preload';

const ATTRIBUTE = 'data-intent';

type Preloaders = Record<string, (value: string) => void>;

/**
 * Marks a control whose next screen is worth loading as soon as the admin shows the intent to use
 * it: `<button {...intent('edit-hotel', hotel.hotel_id)}>`. What is loaded is decided where the
 * page listens (`listenForIntent`), so a list row need not know about the screens it leads to.
 */
export const intent = (kind: string, value: string | number) => ({ [ATTRIBUTE]: `${kind}:${value}` });

/**
 * Runs `preloaders[kind](value)` when a pointer comes over, a finger touches or the focus reaches
 * a control marked with `intent(kind, value)`: on a phone a tap gives some 100 ms between touch and
 * click, with a mouse hovering gives more. One listener per event for the whole document, so long
 * lists add none. Each control asks once in a row; what is already loaded costs nothing again.
 * Answers how to stop listening.
 */
export function listenForIntent(preloaders: Preloaders, root: Document = document): () => void {
  let last: string | undefined;
  const onIntent = (event: Event) => {
    const marked = event.target instanceof Element ? event.target.closest(`[${ATTRIBUTE}]`) : null;
    const mark = marked?.getAttribute(ATTRIBUTE);
    if (!mark || mark === last || !mayPreload()) return;
    last = mark;
    const [kind = '', value = ''] = mark.split(/:(.*)/);
    preloaders[kind]?.(value);
  };
  const types = ['pointerover', 'focusin', 'touchstart'];
  for (const type of types) root.addEventListener(type, onIntent, { passive: true, capture: true });
  return () => {
    for (const type of types) root.removeEventListener(type, onIntent, { capture: true });
  };
}
