import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);
const readOnline = () => onlineManager.isOnline();

/**
 * Whether the panel is online, as TanStack Query sees it: the window's `online`/`offline` events,
 * the very signal that pauses queries and refetches them on reconnect, so the banner and the data
 * agree. `navigator.onLine` is not read at start: Chromium reports false on a machine whose only
 * interface is loopback, where a local API still answers.
 */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, readOnline);
}
