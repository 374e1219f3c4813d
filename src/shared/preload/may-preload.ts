import { onlineManager } from '@tanstack/react-query';

/**
 * Whether to fetch ahead of the admin. Not offline: a chunk that fails to load there would set off
 * the stale-chunk reload (shared/errors/reload-on-stale-chunk.ts) of a page that cannot load again.
 */
export const mayPreload = () => navigator.onLine && onlineManager.isOnline();
