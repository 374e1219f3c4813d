import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { usePendingWork } from '@/shared/unsaved-changes/pending-work';
import { ExitConfirmation } from './exit-confirmation';
import { loadTelegramBridge } from './telegram';

/**
 * Inside Telegram: the theme, the back button with its exit question, the closing confirmation
 * while work is pending, and `ready()` once the first screen is drawn. In a plain browser it renders nothing and loads nothing.
 */
export function TelegramIntegration() {
  const [exitAsked, setExitAsked] = useState(false);
  const firstScreenDrawn = useRouterState({ select: (state) => state.status === 'idle' && !state.isLoading });
  const readySent = useRef(false);
  const workPending = usePendingWork();
  const closingConfirmationOn = useRef(false);

  useEffect(() => {
    let stopListening: (() => void) | undefined;
    let unmounted = false;
    void loadTelegramBridge()?.then((bridge) => {
      if (unmounted) return;
      bridge.bindTheme();
      stopListening = bridge.showBackButton(() => setExitAsked(true));
    });
    return () => {
      unmounted = true;
      stopListening?.();
    };
  }, []);

  useEffect(() => {
    if (!firstScreenDrawn || readySent.current) return;
    readySent.current = true;
    // After the browser has painted the screen, not merely after React committed it.
    requestAnimationFrame(() => void loadTelegramBridge()?.then((bridge) => bridge.markReady()));
  }, [firstScreenDrawn]);

  // Telegram keeps the setting until told otherwise: send only changes, and nothing until needed.
  useEffect(() => {
    if (workPending === closingConfirmationOn.current) return;
    closingConfirmationOn.current = workPending;
    void loadTelegramBridge()?.then((bridge) => bridge.setClosingConfirmation(workPending));
  }, [workPending]);

  if (!exitAsked) return null;
  return (
    <ExitConfirmation
      onCancel={() => setExitAsked(false)}
      onConfirm={() => void loadTelegramBridge()?.then((bridge) => bridge.sendCloseAndExit())}
    />
  );
}
