import type { MouseEvent } from 'react';

/** A click the browser would follow in this tab: not one asking for a new tab or window. */
export const inThisTab = (event: MouseEvent) => event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
