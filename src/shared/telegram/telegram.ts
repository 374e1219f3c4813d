import type * as BridgeModule from './bridge';
import { isInsideTelegram } from './environment';

type Bridge = typeof BridgeModule;

let bridge: Promise<Bridge> | undefined;

/** The Telegram bridge, loaded on first use; undefined in a plain browser, where it has nothing to talk to. */
export function loadTelegramBridge(): Promise<Bridge> | undefined {
  if (!isInsideTelegram()) return undefined;
  bridge ??= import('./bridge');
  return bridge;
}
