import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, toast } from '@/shared/ui/toast/toast-store';
import { Toaster } from '@/shared/ui/toast/toaster';

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

  it('disappear after three seconds', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast.success('Регион создан!');
    });
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Регион создан!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Регион создан!')).not.toBeInTheDocument();
    expect(TOAST_DURATION_MS).toBe(3000);
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
});
