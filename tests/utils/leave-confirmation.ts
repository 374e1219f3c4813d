import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { UNSAVED_CHANGES_QUESTION } from '@/shared/ui/confirm/confirm';

/** Answers the in-app question asked before unsaved work is dropped, after checking it is that one. */
export async function answerLeaveConfirmation(
  user: { click: (element: Element) => Promise<void> },
  answer: 'Остаться' | 'Уйти без сохранения',
) {
  const dialog = within(await screen.findByRole('dialog'));
  expect(dialog.getByText(UNSAVED_CHANGES_QUESTION)).toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: answer }));
}
