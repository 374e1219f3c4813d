import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from '@/shared/ui/modal/modal';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Открыть
      </button>
      {open ? (
        <Modal
          title="Фото"
          onClose={() => {
            onClose?.();
            setOpen(false);
          }}
          footer={<button type="button">Скачать</button>}
        >
          <input aria-label="Название" />
        </Modal>
      ) : null}
    </>
  );
}

async function openModal(onClose?: () => void) {
  const user = userEvent.setup();
  render(<Harness onClose={onClose} />);
  const opener = screen.getByRole('button', { name: 'Открыть' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Фото' }) };
}

describe('modal', () => {
  it('is a native <dialog> opened with showModal(), labelled by its title', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const { dialog } = await openModal();
    expect(dialog.tagName).toBe('DIALOG');
    expect(showModal.mock.contexts.at(-1)).toBe(dialog);
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Фото' })).toBeInTheDocument();
  });

  it('has no banner or contentinfo of its own: its header and footer are plain boxes', async () => {
    const { dialog } = await openModal();
    expect(within(dialog).queryByRole('banner')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(dialog.querySelector('header, footer')).toBeNull();
  });

  it('takes focus, keeps Tab inside, closes on Esc (the cancel event) and gives focus back', async () => {
    const { user, opener } = await openModal();
    expect(screen.getByRole('textbox', { name: 'Название' })).toHaveFocus();

    const last = screen.getByRole('button', { name: 'Скачать' });
    last.focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Закрыть' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('asks its owner on cancel instead of closing by itself, and close()s when let go', async () => {
    const onClose = vi.fn();
    const close = vi.spyOn(HTMLDialogElement.prototype, 'close');
    const { dialog } = await openModal(onClose);
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledOnce();
    expect(close).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets its owner know when the browser closes it on its own', async () => {
    const onClose = vi.fn();
    const { dialog } = await openModal(onClose);
    act(() => (dialog as HTMLDialogElement).close());
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open through the second mount of development (StrictMode closes and reopens it)', async () => {
    const onClose = vi.fn();
    const { dialog } = await openModal(onClose);
    // The `close` of StrictMode's first cleanup comes a task later, with the dialog open again.
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('dialog', { name: 'Фото' })).toBe(dialog);
  });

  it('closes with its close button', async () => {
    const { user, opener } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
