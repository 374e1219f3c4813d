import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { ConfirmHost } from '@/shared/ui/confirm/confirm-host';
import { hasPendingWork, holdPendingWork, mayLeavePendingWork } from '@/shared/unsaved-changes/pending-work';
import { UNSAVED_CHANGES } from '../utils/confirmation';
import { emulateTelegramClient } from '../utils/telegram-client';

// The bridge is a lazy chunk: load it once up front, so no test's first wait includes compiling it.
beforeAll(() => import('@/shared/telegram/bridge'));

/** Work held as pending (a form being saved) until the test ends, unless released before. */
function holdWork(): () => void {
  const release = holdPendingWork();
  onTestFinished(release);
  return release;
}

async function findQuestion() {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(UNSAVED_CHANGES)).toBeInTheDocument();
  return dialog;
}

describe('leaving pending work', () => {
  it('takes the question away and lets the admin go once the work is saved meanwhile', async () => {
    render(<ConfirmHost />);
    const release = holdWork();
    const leaving = mayLeavePendingWork();
    const dialog = await findQuestion();

    act(release);
    await expect(leaving).resolves.toBe(true);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('keeps asking while the work is still unsaved (a save that failed), and «Остаться» stays', async () => {
    const user = userEvent.setup();
    render(<ConfirmHost />);
    holdWork();
    const leaving = mayLeavePendingWork();
    const dialog = await findQuestion();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(dialog).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Остаться' }));
    await expect(leaving).resolves.toBe(false);
    expect(hasPendingWork()).toBe(true);
  });

  it('keeps asking when a holder takes its hold anew in the same moment', async () => {
    const user = userEvent.setup();
    render(<ConfirmHost />);
    const release = holdWork();
    const leaving = mayLeavePendingWork();
    const dialog = await findQuestion();
    act(() => {
      release();
      holdWork();
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(dialog).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Уйти без сохранения' }));
    await expect(leaving).resolves.toBe(true);
  });

  it.each([
    ['cancel', false],
    ['confirm', true],
  ] as const)('inside Telegram, waits for the popup, which cannot be taken away: %s answers %s', async (button_id, answer) => {
    const telegram = emulateTelegramClient({ version: '8.0' });
    const release = holdWork();
    const leaving = mayLeavePendingWork();
    await waitFor(() => expect(telegram.sent('web_app_open_popup')).toHaveLength(1));

    release();
    let settled = false;
    void leaving.then(() => (settled = true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(settled).toBe(false);

    telegram.deliver('popup_closed', { button_id });
    await expect(leaving).resolves.toBe(answer);
  });
});
