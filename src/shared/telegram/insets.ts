// Loaded with the bridge (lazy chunk). The variables are documented in global.css's token block.
import { on, postEvent, type SafeAreaInsets } from '@tma.js/bridge';
import { mayPost } from './version';

const SIDES = ['top', 'bottom', 'left', 'right'] as const;

const px = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? `${value}px` : undefined);

function setInsets(prefix: '--tg-safe' | '--tg-content-safe', insets: Partial<SafeAreaInsets> | null): void {
  const style = document.documentElement.style;
  for (const side of SIDES) {
    const value = px(insets?.[side]);
    if (value) style.setProperty(`${prefix}-${side}`, value);
    else style.removeProperty(`${prefix}-${side}`);
  }
}

/**
 * Telegram's safe areas (the notch, the home indicator), content safe areas (its controls over a
 * full-screen app) and viewport height, as CSS variables on <html>; returns the unsubscribe.
 */
export function followInsets(): () => void {
  const style = document.documentElement.style;
  const stops = [
    on('safe_area_changed', (insets) => setInsets('--tg-safe', insets)),
    on('content_safe_area_changed', (insets) => setInsets('--tg-content-safe', insets)),
    on('viewport_changed', ({ height, is_state_stable }) => {
      const value = px(height);
      if (!value) return;
      style.setProperty('--tg-viewport-height', value);
      // Mid-drag heights would make the layout jump with the finger; only a settled height is used.
      if (is_state_stable) style.setProperty('--tg-viewport-stable-height', value);
    }),
  ];
  if (mayPost('web_app_request_safe_area')) postEvent('web_app_request_safe_area');
  if (mayPost('web_app_request_content_safe_area')) postEvent('web_app_request_content_safe_area');
  postEvent('web_app_request_viewport');
  return () => {
    for (const stop of stops) stop();
  };
}
