import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { hasPendingWork } from '@/shared/unsaved-changes/pending-work';
import { answerLeaveConfirmation } from '../../utils/confirmation';
import { signIn } from '../../utils/session';
import { findToast } from '../../utils/toasts';
import { installFakeXhr } from './fake-xhr';
import { findCard, pngFile, renderPhotoTab } from './media-harness';

beforeEach(signIn);

const editButton = async (name: string) =>
  within(await findCard(name)).getByRole('button', { name: `Редактировать «${name}»` });

describe('media form: pending work', () => {
  it('in create mode, holds it while a name or a file is chosen, and releases it once uploaded', async () => {
    installFakeXhr({ answer: 'fake-api' });
    const { user } = await renderPhotoTab();
    expect(hasPendingWork()).toBe(false);

    await user.type(screen.getByLabelText('Название фото'), 'Р');
    expect(hasPendingWork()).toBe(true);
    await user.clear(screen.getByLabelText('Название фото'));
    expect(hasPendingWork()).toBe(false);

    await user.upload(screen.getByLabelText('Файл изображения'), pngFile());
    expect(hasPendingWork()).toBe(true);
    await user.type(screen.getByLabelText('Название фото'), 'Рассвет');
    await user.click(screen.getByRole('button', { name: 'Загрузить' }));
    await findToast('success', 'Фото загружено!');
    expect(hasPendingWork()).toBe(false);
  });

  it('in edit mode, holds it only while the values differ from the edited photo', async () => {
    const { user } = await renderPhotoTab();
    await user.click(await editButton('Номер Deluxe'));
    expect(hasPendingWork()).toBe(false);

    await user.type(screen.getByLabelText('Название фото'), '!');
    expect(hasPendingWork()).toBe(true);
    await user.type(screen.getByLabelText('Название фото'), '{Backspace}');
    expect(hasPendingWork()).toBe(false);
  });
});

describe('media form: dropping changes asks first', () => {
  it('Edit on another photo while the edit is changed: «Остаться» keeps everything, leaving switches', async () => {
    const { user } = await renderPhotoTab();
    await user.click(await editButton('Номер Deluxe'));
    await user.type(screen.getByLabelText('Название фото'), ' люкс');

    await user.click(await editButton('Вид на море'));
    await answerLeaveConfirmation(user, 'Остаться');
    expect(screen.getByLabelText('Название фото')).toHaveValue('Номер Deluxe люкс');

    await user.click(await editButton('Вид на море'));
    await answerLeaveConfirmation(user, 'Уйти без сохранения');
    expect(screen.getByLabelText('Название фото')).toHaveValue('Вид на море');
  });

  it('Edit while a new photo is being typed asks too', async () => {
    const { user } = await renderPhotoTab();
    await user.type(screen.getByLabelText('Название фото'), 'Рассвет');

    await user.click(await editButton('Вид на море'));
    await answerLeaveConfirmation(user, 'Остаться');
    expect(screen.getByRole('heading', { name: 'Загрузить фото' })).toBeInTheDocument();
    expect(screen.getByLabelText('Название фото')).toHaveValue('Рассвет');
  });

  it('«Отмена» of a changed edit asks; «Остаться» stays in edit mode with the typed text', async () => {
    const { user } = await renderPhotoTab();
    await user.click(await editButton('Номер Deluxe'));
    await user.type(screen.getByLabelText('Название фото'), ' люкс');

    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    await answerLeaveConfirmation(user, 'Остаться');
    expect(screen.getByRole('heading', { name: 'Редактировать фото' })).toBeInTheDocument();
    expect(screen.getByLabelText('Название фото')).toHaveValue('Номер Deluxe люкс');
  });

  it('an unchanged edit is left, or replaced by another, without a question', async () => {
    const { user } = await renderPhotoTab();
    await user.click(await editButton('Номер Deluxe'));
    await user.click(await editButton('Вид на море'));
    expect(screen.getByLabelText('Название фото')).toHaveValue('Вид на море');

    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Загрузить фото' })).toBeInTheDocument();
  });
});
