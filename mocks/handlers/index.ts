import { authGuard, authHandlers, unknownV1Route } from './auth.ts';
import { beachHandlers } from './beaches.ts';
import { fileHandlers } from './files.ts';
import { hotelHandlers } from './hotels.ts';
import { newsHandlers } from './news.ts';
import { photoHandlers } from './photos.ts';
import { reelHandlers } from './reels.ts';
import { regionHandlers } from './regions.ts';
import { roomHandlers } from './rooms.ts';
import { videoHandlers } from './videos.ts';

// Order matters: the guard must see every /v1 request first, the catch-all 404 must come last.
export const handlers = [
  ...authHandlers,
  ...fileHandlers,
  authGuard,
  ...regionHandlers,
  ...beachHandlers,
  ...hotelHandlers,
  ...roomHandlers,
  ...newsHandlers,
  ...photoHandlers,
  ...videoHandlers,
  ...reelHandlers,
  unknownV1Route,
];
