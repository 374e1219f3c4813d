// Loaded with the bridge (lazy chunk).
import { supports, type MethodName } from '@tma.js/bridge';
import { launchParam } from './launch-params';

/**
 * Whether the client's Bot API version (`tgWebAppVersion`) has `method`. With no version known,
 * cosmetic requests are sent anyway: a client ignores a method it does not know.
 */
export function mayPost(method: MethodName): boolean {
  const version = launchParam('tgWebAppVersion');
  return !version || supports(method, version);
}

/** A method whose absence must change what the panel does (not merely how it looks): only on a known version. */
export function surelySupports(method: MethodName): boolean {
  const version = launchParam('tgWebAppVersion');
  return version !== undefined && supports(method, version);
}

/** `web_app_set_header_color` took only a colour key before 6.9. */
export function headerTakesRgb(): boolean {
  const version = launchParam('tgWebAppVersion');
  return !version || supports('web_app_set_header_color', 'color', version);
}
