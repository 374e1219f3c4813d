import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { CloseIcon } from '../later-icons';
import { dismissToast, pauseToast, resumeToast, runToastAction, useToasts, type Toast } from './toast-store';
import styles from './toaster.module.css';
import { useClearPlacement } from './use-clear-placement';

/**
 * Errors are alerts (announced at once), successes polite status messages; several stack, newest at
 * the bottom, each closing itself after its time unless looked at, with at most one action («Отменить»).
 */
export function Toaster() {
  const toasts = useToasts();
  const stackRef = useRef<HTMLElement>(null);
  useClearPlacement(stackRef, toasts);
  // Where the focus came into the toasts from, to give it back when a toast closes from inside (the
  // browser would drop it to the page's start). Null after a press from nowhere: then it is left
  // alone. A focus from nowhere without a press is the window coming back: the origin stands.
  const cameFrom = useRef<HTMLElement | null>(null);
  const pressed = useRef(false);
  const rememberOrigin = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    const byPress = pressed.current;
    pressed.current = false;
    if (event.currentTarget.contains(from)) return;
    if (from instanceof HTMLElement) cameFrom.current = from;
    else if (byPress) cameFrom.current = null;
  };
  // The origin may have gone meanwhile (the pane of a deleted item): the view's heading then.
  const returnFocus = () => {
    const origin = cameFrom.current;
    if (origin) (origin.isConnected ? origin : document.querySelector<HTMLElement>('h1[tabindex]'))?.focus();
  };
  return (
    <section
      ref={stackRef}
      className={styles.stack}
      aria-label="Уведомления"
      onPointerDown={() => (pressed.current = true)}
      onFocus={rememberOrigin}
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} returnFocus={returnFocus} />
      ))}
    </section>
  );
}

/** While the mouse is over it or the focus is inside it, the toast stays (WCAG 2.2.1). */
function ToastItem({ toast, returnFocus }: { toast: Toast; returnFocus: () => void }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const held = hovered || focused;
  useEffect(() => {
    if (!held) return;
    pauseToast(toast.id);
    return () => resumeToast(toast.id);
  }, [held, toast.id]);
  // Before the toast goes, so the focus does not go with it.
  const closeWith = (close: (toastId: number) => void) => () => {
    if (focused) returnFocus();
    close(toast.id);
  };

  return (
    <div
      role={toast.kind === 'error' ? 'alert' : 'status'}
      className={`${styles.toast} ${styles[toast.kind]}`}
      // A mouse resting on it; a finger's tap is not a hover (it would hold the toast until the next tap).
      onPointerEnter={(event) => setHovered(event.pointerType !== 'touch')}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <span className={styles.message}>
        {toast.message}
        {toast.detail ? <span className={styles.detail}>{toast.detail}</span> : null}
      </span>
      {toast.action ? (
        <button type="button" className={styles.action} onClick={closeWith(runToastAction)}>
          {toast.action.label}
        </button>
      ) : null}
      <button
        type="button"
        className={styles.close}
        aria-label="Закрыть уведомление"
        onClick={closeWith(dismissToast)}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
