import { useEffectEvent, useId, useLayoutEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../later-icons';
import { IconButton } from '../icon-button';
import styles from './modal.module.css';

type ModalProps = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** `full`: the whole screen on a phone (a photo viewer), a large card on wider screens. */
  size?: 'small' | 'large' | 'full';
  /** Extra classes of the `<dialog>`, for a variant that retints it (the dark photo viewer). */
  className?: string;
  /** Off where the footer holds the only «Закрыть»: one way out, not two side by side. */
  headerClose?: boolean;
};

const CANDIDATES = 'button, [href], input, select, textarea, video[controls], [tabindex]';

/** Wraps Tab and Shift+Tab around the first and last focusable elements of `container`. */
function trapTabKey(event: KeyboardEvent, container: HTMLElement): void {
  const focusable = [...container.querySelectorAll<HTMLElement>(CANDIDATES)].filter(
    (element) => element.tabIndex >= 0 && !element.hasAttribute('disabled'),
  );
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  const outside = !container.contains(active);
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

/** Whether a click at (x, y) fell on the dialog's backdrop rather than on its box. */
function outside(dialog: HTMLElement, { clientX, clientY }: MouseEvent) {
  const box = dialog.getBoundingClientRect();
  return clientX < box.left || clientX > box.right || clientY < box.top || clientY > box.bottom;
}

/**
 * A native modal `<dialog>` opened with `showModal()`: the top layer, the rest of the page inert.
 * Focus moves inside on open (to `[data-autofocus]`, else the first field of the body, else the
 * dialog) and returns to the opener on close; Esc (the `cancel` event) and a click on the backdrop
 * ask `onClose`. The header and footer are plain boxes, not the page's banner and contentinfo.
 */
export function Modal({ title, onClose, children, footer, size = 'small', className, headerClose = true }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const close = useEffectEvent(onClose);

  // A layout effect: the dialog is open and focused before the browser paints, and closed (so the
  // browser lets the page go) while it is still in the document.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Esc: the dialog stays until whoever opened it lets it go (it may ask first).
    const onCancel = (event: Event) => {
      event.preventDefault();
      close();
    };
    // Closed by the browser itself (a second Esc without a user gesture skips `cancel`). A `close`
    // that comes while the dialog is open is an earlier closing's, fired a task late: StrictMode's
    // second mount in development closes and reopens the dialog before that task runs.
    const onNativeClose = () => {
      if (!dialog.open) close();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    if (!dialog.open) dialog.showModal();
    const preferred =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      bodyRef.current?.querySelector<HTMLElement>('input, select, textarea');
    (preferred ?? dialog).focus();
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return createPortal(
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-modal="true"
      tabIndex={-1}
      className={[styles.dialog, styles[size], className].filter(Boolean).join(' ')}
      onKeyDown={(event) => {
        if (event.key === 'Tab') trapTabKey(event.nativeEvent, event.currentTarget);
      }}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && outside(event.currentTarget, event)) onClose();
      }}
    >
      <div className={styles.frame}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {headerClose ? <IconButton label="Закрыть" icon={<CloseIcon />} onClick={onClose} /> : null}
        </div>
        <div ref={bodyRef} className={styles.body}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </dialog>,
    document.body,
  );
}
