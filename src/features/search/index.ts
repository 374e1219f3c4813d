import { lazyWithPreload } from '@/shared/preload/lazy-with-preload';

// The search's public face: its pane, loaded on demand as its own chunk.
export const hotelSearchPane = lazyWithPreload(() => import('./hotel-search').then((module) => module.HotelSearch));
