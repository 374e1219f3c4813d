import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, toast } from '@/shared/ui/toast/toast-store';
import { Toaster } from '@/shared/ui/toast/toaster';

const UNDO_MS = 5000;

/** A toast like the one offered after a deletion: «Отменить» for five seconds. */
function showUndoToast() {
  const onAction = vi.fn();
  const onDismiss = vi.fn();
  act(() => {
    toast.success('Отель «Lara Sun Palace» будет удалён.', {
      durationMs: UNDO_MS,
      action: { label: 'Отменить', onAction },
      onDismiss,
    });
  });
  return { onAction, onDismiss, shown: screen.getByRole('status') };
}

describe('a toast with an action', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows its button beside the close button; pressing it acts once and closes the toast', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    const { onAction, onDismiss, shown } = showUndoToast();
    const buttons = within(shown).getAllByRole('button');
    expect(buttons.map((button) => button.textContent || button.getAttribute('aria-label'))).toEqual(['Отменить', 'Закрыть уведомление']);

    await user.click(within(shown).getByRole('button', { name: 'Отменить' }));
    expect(shown).not.toBeInTheDocument();
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('stays for its own time instead of three seconds, then goes and says it went unused', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    const { onAction, onDismiss, shown } = showUndoToast();
    act(() => {
      vi.advanceTimersByTime(UNDO_MS - 1);
    });
    expect(shown).toBeInTheDocument();
    expect(UNDO_MS).toBeGreaterThan(TOAST_DURATION_MS);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(shown).not.toBeInTheDocument();
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(onAction).not.toHaveBeenCalled();
  });

  it('closed with its close button, says it went unused', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    const { onAction, onDismiss, shown } = showUndoToast();
    await user.click(within(shown).getByRole('button', { name: 'Закрыть уведомление' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(onAction).not.toHaveBeenCalled();
  });

  it('is reached with Tab, waits while the focus is on its button, and acts on Enter', async () => {
    // The keyboard needs a clock that runs; the test still jumps it far ahead while the toast is held.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <>
        <button type="button">Где-то ещё</button>
        <Toaster />
      </>,
    );
    act(() => screen.getByRole('button', { name: 'Где-то ещё' }).focus());
    const { onAction, onDismiss, shown } = showUndoToast();

    await user.tab();
    expect(within(shown).getByRole('button', { name: 'Отменить' })).toHaveFocus();
    act(() => {
      vi.advanceTimersByTime(10 * UNDO_MS);
    });
    expect(shown).toBeInTheDocument();
    expect(onDismiss).not.toHaveBeenCalled();

    await user.keyboard('{Enter}');
    expect(shown).not.toBeInTheDocument();
    expect(onAction).toHaveBeenCalledTimes(1);
    // The focus goes back to where the keyboard came from, not to the page's start.
    expect(screen.getByRole('button', { name: 'Где-то ещё' })).toHaveFocus();
  });

  it('closed from inside after the control the focus came from has gone, gives the focus to the view’s heading', async () => {
    const user = userEvent.setup();
    const page = (withButton: boolean) => (
      <>
        <h1 tabIndex={-1}>Добро пожаловать в панель администратора!</h1>
        {withButton ? <button type="button">Удалить регион</button> : null}
        <Toaster />
      </>
    );
    const { rerender } = render(page(true));
    act(() => screen.getByRole('button', { name: 'Удалить регион' }).focus());
    const { shown } = showUndoToast();
    await user.tab();
    rerender(page(false));

    await user.click(within(shown).getByRole('button', { name: 'Закрыть уведомление' }));
    expect(shown).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Добро пожаловать в панель администратора!' })).toHaveFocus();
  });

  it('closed by a click that brought the focus from nowhere, leaves it there, not on a control of an earlier visit', async () => {
    const user = userEvent.setup();
    render(
      <>
        <h1 tabIndex={-1}>Отели региона Анталья!</h1>
        <button type="button">Старая кнопка</button>
        <p>Текст страницы</p>
        <Toaster />
      </>,
    );
    const earlier = screen.getByRole('button', { name: 'Старая кнопка' });
    act(() => earlier.focus());
    const first = showUndoToast().shown;
    await user.tab();
    await user.click(within(first).getByRole('button', { name: 'Закрыть уведомление' }));
    expect(earlier).toHaveFocus();

    await user.click(screen.getByText('Текст страницы'));
    const second = showUndoToast().shown;
    await user.click(within(second).getByRole('button', { name: 'Закрыть уведомление' }));
    expect(second).not.toBeInTheDocument();
    expect(earlier).not.toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Отели региона Анталья!' })).not.toHaveFocus();
  });

  it('keeps the focus’s origin when the window comes back with the focus in a toast, and gives it back there', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Где-то ещё</button>
        <Toaster />
      </>,
    );
    const origin = screen.getByRole('button', { name: 'Где-то ещё' });
    act(() => origin.focus());
    const { shown } = showUndoToast();
    await user.tab();
    const undo = within(shown).getByRole('button', { name: 'Отменить' });
    expect(undo).toHaveFocus();
    // Another app, then back: the browser focuses the toast's button again, from nowhere.
    act(() => undo.blur());
    act(() => undo.focus());

    await user.keyboard('{Enter}');
    expect(shown).not.toBeInTheDocument();
    expect(origin).toHaveFocus();
  });
});
