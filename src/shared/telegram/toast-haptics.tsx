import { useEffect, useRef } from 'react';
import { useToasts } from '@/shared/ui/toast/toast-store';
import { loadTelegramBridge } from './telegram';

/** A success or error toast is also felt: Telegram's notification haptics, once per toast. */
export function ToastHaptics() {
  const toasts = useToasts();
  const lastFelt = useRef(0);

  useEffect(() => {
    const fresh = toasts.filter((toast) => toast.id > lastFelt.current);
    if (fresh.length === 0) return;
    lastFelt.current = Math.max(...fresh.map((toast) => toast.id));
    void loadTelegramBridge()?.then((bridge) => {
      for (const toast of fresh) bridge.feelHaptics({ type: 'notification', notification_type: toast.kind });
    });
  }, [toasts]);

  return null;
}
