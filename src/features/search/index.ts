import { lazy } from 'react';

// The search's public face: its pane, loaded on demand as its own chunk.
export const HotelSearch = lazy(() => import('./hotel-search').then((module) => ({ default: module.HotelSearch })));
