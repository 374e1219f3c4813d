import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/** The question asked before unsaved work (typed text, an upload) is dropped. */
export const UNSAVED_CHANGES = 'Есть несохранённые изменения. Уйти без сохранения?';

type Answer = 'Удалить' | 'Отмена' | 'Остаться' | 'Уйти без сохранения';

/** Answers the in-app confirmation once it is there, after checking it asks `question`. */
export async function answerConfirmation(
  user: { click: (element: Element) => Promise<void> },
  question: string,
  answer: Answer,
): Promise<void> {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(question)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: answer }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
}

/** Answers the question asked before unsaved work is dropped. */
export const answerLeaveConfirmation = (
  user: { click: (element: Element) => Promise<void> },
  answer: 'Остаться' | 'Уйти без сохранения',
) => answerConfirmation(user, UNSAVED_CHANGES, answer);
