import { lazy } from 'react';

// The detail's public face: its pane, loaded on demand as its own chunk.
export const HotelDetail = lazy(() => import('./hotel-detail').then((module) => ({ default: module.HotelDetail })));
