import { useEffect } from 'react';
import { lazyWithPreload } from '@/shared/preload/lazy-with-preload';
import { isInsideTelegram } from './environment';
import { loadTelegramBridge } from './telegram';

const integration = lazyWithPreload(() => import('./telegram-integration').then((module) => module.TelegramIntegration));

/** Telegram's side of the panel (telegram-integration.tsx), whose code only a page inside Telegram fetches. */
export function TelegramIntegrationHost() {
  const inside = isInsideTelegram();
  // Side by side with the integration's code, not after it: the theme and `ready()` wait for both.
  useEffect(() => void loadTelegramBridge()?.catch(() => undefined), []);
  const ready = integration.useReady(inside);
  return inside && ready ? <integration.Component /> : null;
}
