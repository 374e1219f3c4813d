import { lazyWithPreload } from '@/shared/preload/lazy-with-preload';

// The media tabs carry the uploader and the video players (hls.js): each is its own chunk, fetched
// when the admin first opens it, or ahead of that (`preload`).
export const photoTab = lazyWithPreload(() => import('./photo-tab').then((module) => module.PhotoTab));
export const videoTab = lazyWithPreload(() => import('./video-tab').then((module) => module.VideoTab));
export const reelsTab = lazyWithPreload(() => import('./reels-tab').then((module) => module.ReelsTab));
