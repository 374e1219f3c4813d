import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { Modal } from '@/shared/ui/modal/modal';
import { useToasts } from '@/shared/ui/toast/toast-store';
import { usePendingWork } from '@/shared/unsaved-changes/pending-work';
import { loadTelegramBridge } from './telegram';

/**
 * Inside Telegram: the theme and bar colours, the safe areas and viewport as CSS variables, the back
 * button with its exit question, the closing confirmation while work is pending, haptics for toasts,
 * and `ready()` once the first screen is drawn.
 */
export function TelegramIntegration() {
  const [exitAsked, setExitAsked] = useState(false);
  const firstScreenDrawn = useRouterState({ select: (state) => state.status === 'idle' && !state.isLoading });
  const readySent = useRef(false);
  const workPending = usePendingWork();
  const closingConfirmationOn = useRef(false);

  useEffect(() => {
    let stops: (() => void)[] = [];
    let unmounted = false;
    void loadTelegramBridge()?.then((bridge) => {
      if (unmounted) return;
      stops = [
        bridge.supportReloadFromTelegramWeb(),
        bridge.bindTheme(),
        bridge.followInsets(),
        bridge.showBackButton(() => setExitAsked(true)),
      ];
    });
    return () => {
      unmounted = true;
      for (const stop of stops) stop();
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

  return (
    <>
      <ToastHaptics />
      {exitAsked && (
        <ExitConfirmation
          onCancel={() => setExitAsked(false)}
          onConfirm={() => void loadTelegramBridge()?.then((bridge) => bridge.sendCloseAndExit())}
        />
      )}
    </>
  );
}

/** A success or error toast is also felt: Telegram's notification haptics, once per toast. */
function ToastHaptics() {
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

function ExitConfirmation({ onCancel, onConfirm }: { onCancel: () => void; onConfirm: () => void }) {
  return (
    <Modal
      title="Закрыть панель?"
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="button" data-autofocus onClick={onCancel}>
            Отмена
          </button>
          <button type="button" className="button button--danger" onClick={onConfirm}>
            Всё равно закрыть
          </button>
        </>
      }
    >
      <p>Вы действительно хотите выйти из панели администратора?</p>
    </Modal>
  );
}
