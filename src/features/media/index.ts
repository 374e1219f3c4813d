import { lazyWithPreload } from '@/shared/preload/lazy-with-preload';

// The media tabs carry the uploader and the video players (hls.js): each is its own chunk, fetched
// when the admin first opens it, or ahead of that (`preloadMediaTab`).
const tabs = {
  photo: lazyWithPreload(() => import('./photo-tab').then((module) => module.PhotoTab)),
  video: lazyWithPreload(() => import('./video-tab').then((module) => module.VideoTab)),
  reels: lazyWithPreload(() => import('./reels-tab').then((module) => module.ReelsTab)),
};

export const PhotoTab = tabs.photo.Component;
export const VideoTab = tabs.video.Component;
export const ReelsTab = tabs.reels.Component;

export type MediaTabName = keyof typeof tabs;

/** A media tab's code, fetched ahead of its first visit; a failure is left to that visit. */
export function preloadMediaTab(tab: MediaTabName): void {
  tabs[tab].preload().catch(() => undefined);
}
