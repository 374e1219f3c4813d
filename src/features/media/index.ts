import { lazy } from 'react';

// The media tabs carry the uploader and the video players (hls.js): each is its own chunk, fetched
// when the admin first opens it.
export const PhotoTab = lazy(() => import('./photo-tab').then((module) => ({ default: module.PhotoTab })));
export const VideoTab = lazy(() => import('./video-tab').then((module) => ({ default: module.VideoTab })));
export const ReelsTab = lazy(() => import('./reels-tab').then((module) => ({ default: module.ReelsTab })));
