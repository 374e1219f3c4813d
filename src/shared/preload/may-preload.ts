import { onlineManager } from '@tanstack/react-query';

/**
 * Whether to fetch ahead of the admin. Not offline, where it can only fail, and a chunk whose
 * stylesheet failed once would later come without it (Vite never asks for that stylesheet again).
 */
export const mayPreload = () => navigator.onLine && onlineManager.isOnline();
