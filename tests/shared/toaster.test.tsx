import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONFIRMATION_READ_MS, TOAST_DURATION_MS, toast } from '@/shared/ui/toast/toast-store';
import { Toaster } from '@/shared/ui/toast/toaster';

/** The toasts shown, oldest first, each as its text. */
const shownMessages = () => [...screen.getByRole('region', { name: 'Уведомления' }).children].map((shown) => shown.textContent);

describe('toasts', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces errors as alerts and successes as status messages', () => {
    render(<Toaster />);
    act(() => {
      toast.error('Ошибка при создании отеля!');
      toast.success('Отель успешно создан!');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Ошибка при создании отеля!');
    expect(screen.getByRole('status')).toHaveTextContent('Отель успешно создан!');
  });

  it('stack several at once, oldest first, in the notifications region', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Первое');
      toast.success('Второе');
      toast.error('Третье');
    });
    const region = screen.getByRole('region', { name: 'Уведомления' });
    const messages = within(region)
      .getAllByText(/Первое|Второе|Третье/)
      .map((element) => element.textContent);
    expect(messages).toEqual(['Первое', 'Второе', 'Третье']);
  });

  it('show a repeated confirmation once, for three seconds from the repeat', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast.success('Пляж создан!');
      toast.success('Пляж создан!');
    });
    expect(shownMessages()).toEqual(['Пляж создан!']);
    act(() => {
      vi.advanceTimersByTime(2000);
      toast.success('Пляж создан!');
      vi.advanceTimersByTime(2000);
    });
    expect(shownMessages()).toEqual(['Пляж создан!']);
  });

  it('let a confirmation take the place of one already read, but keep two that come together, errors and undo toasts', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast.error('Ошибка при удалении пляжа!');
      toast.success('Отель «Lara» будет удалён.', { durationMs: 5000, action: { label: 'Отменить', onAction: () => undefined } });
      toast.success('Загрузка «Бассейн.jpg» отменена');
      toast.success('Загружено 2 фото!');
    });
    expect(shownMessages()).toEqual([
      'Ошибка при удалении пляжа!',
      'Отель «Lara» будет удалён.Отменить',
      'Загрузка «Бассейн.jpg» отменена',
      'Загружено 2 фото!',
    ]);
    act(() => {
      vi.advanceTimersByTime(CONFIRMATION_READ_MS);
      toast.success('Регион обновлён!');
    });
    expect(shownMessages()).toEqual(['Ошибка при удалении пляжа!', 'Отель «Lara» будет удалён.Отменить', 'Регион обновлён!']);
  });

  it('keep a confirmation something waits on the end of, and run that only when it ends', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    const ended = vi.fn();
    act(() => {
      toast.success('Регион «Бодрум» удалён.', { onDismiss: ended });
    });
    act(() => {
      vi.advanceTimersByTime(CONFIRMATION_READ_MS);
      toast.success('Пляж создан!');
    });
    expect(shownMessages()).toEqual(['Регион «Бодрум» удалён.', 'Пляж создан!']);
    expect(ended).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - CONFIRMATION_READ_MS);
    });
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('keep a confirmation the pointer holds when another comes', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast.success('Регион создан!');
    });
    fireEvent.pointerEnter(screen.getByText('Регион создан!').closest('[role="status"]') as HTMLElement, { pointerType: 'mouse' });
    act(() => {
      vi.advanceTimersByTime(CONFIRMATION_READ_MS);
      toast.success('Пляж создан!');
    });
    expect(shownMessages()).toEqual(['Регион создан!', 'Пляж создан!']);
  });

  it('disappear after three seconds', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast.success('Регион создан!');
    });
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(screen.getByText('Регион создан!')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Регион создан!')).not.toBeInTheDocument();
  });

  it('close with their close button, leaving the others', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => {
      toast.success('Первое');
      toast.success('Второе');
    });
    const first = screen.getByText('Первое').closest('[role="status"]') as HTMLElement;
    await user.click(within(first).getByRole('button', { name: 'Закрыть уведомление' }));
    expect(screen.queryByText('Первое')).not.toBeInTheDocument();
    expect(screen.getByText('Второе')).toBeInTheDocument();
  });

  it('stay while the pointer is over them, then run out the time they had left', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast.success('Регион создан!');
    });
    const shown = screen.getByRole('status');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    fireEvent.pointerEnter(shown, { pointerType: 'mouse' });
    act(() => {
      vi.advanceTimersByTime(10 * TOAST_DURATION_MS);
    });
    expect(shown).toBeInTheDocument();

    fireEvent.pointerLeave(shown, { pointerType: 'mouse' });
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 1000 - 1);
    });
    expect(screen.getByText('Регион создан!')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Регион создан!')).not.toBeInTheDocument();
  });

  it('stay while the focus is inside them, and go once it leaves', () => {
    vi.useFakeTimers();
    render(
      <>
        <button type="button">Где-то ещё</button>
        <Toaster />
      </>,
    );
    act(() => {
      toast.error('Ошибка при создании отеля!');
    });
    const close = within(screen.getByRole('alert')).getByRole('button', { name: 'Закрыть уведомление' });
    act(() => close.focus());
    act(() => {
      vi.advanceTimersByTime(10 * TOAST_DURATION_MS);
    });
    expect(screen.getByRole('alert')).toBeInTheDocument();

    act(() => screen.getByRole('button', { name: 'Где-то ещё' }).focus());
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('do not count a finger’s tap as a hover', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast.success('Фото загружено!');
    });
    fireEvent.pointerEnter(screen.getByRole('status'), { pointerType: 'touch' });
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('stay paused while either the pointer or the focus holds them', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast.success('Пляж создан!');
    });
    const shown = screen.getByRole('status');
    fireEvent.pointerEnter(shown, { pointerType: 'mouse' });
    act(() => within(shown).getByRole('button').focus());
    fireEvent.pointerLeave(shown, { pointerType: 'mouse' });
    act(() => {
      vi.advanceTimersByTime(10 * TOAST_DURATION_MS);
    });
    expect(shown).toBeInTheDocument();
  });
});
