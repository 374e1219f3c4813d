import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerConfirmation } from '../../utils/confirmation';
import { signIn } from '../../utils/session';
import { findToast } from '../../utils/toasts';
import { installFakeXhr } from './fake-xhr';
import { FILE_ID_FIELD, findCard, pngFile, renderPhotoTab, renderVideoTab, sendPhoto, sizedFile } from './media-harness';

beforeEach(signIn);

/** `control` is marked invalid, has the focus, and its description starts with `message`. */
async function expectRefused(control: HTMLElement, message: string) {
  await waitFor(() => expect(control).toHaveFocus());
  expect(control).toHaveAttribute('aria-invalid', 'true');
  expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
}

describe('the media form’s file picker', () => {
  it('speaks Russian: a drop zone that says what fits, then the chosen file’s name', async () => {
    const { user } = await renderPhotoTab();
    const input = screen.getByLabelText('Файл изображения');
    const fits = 'Изображение (JPG, PNG, WebP и др.) до 20 МБ';
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAccessibleName('Файл изображения');
    expect(input).toHaveAccessibleDescription(fits);
    expect(screen.getByText(fits).closest('label')).toHaveAttribute('for', input.id);
    expect(screen.getByText('выберите файлы')).toBeInTheDocument();

    await user.upload(input, pngFile('sunrise.png'));
    expect(screen.getByText('sunrise.png')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(`${fits} sunrise.png`);
  });

  it('is reached with the keyboard, right after the name', async () => {
    const { user } = await renderPhotoTab();
    screen.getByLabelText('Название фото').focus();
    await user.tab();
    expect(screen.getByLabelText('Файл изображения')).toHaveFocus();
  });
});

describe('a refused media form marks the field to fix', () => {
  it('photo: the name first, then the file picker; a chosen file clears the mark', async () => {
    const { user } = await renderPhotoTab();
    const upload = screen.getByRole('button', { name: 'Загрузить' });
    await user.click(upload);
    await expectRefused(screen.getByLabelText('Название фото'), 'Укажите название фото!');

    await user.type(screen.getByLabelText('Название фото'), 'Рассвет');
    expect(screen.getByLabelText('Название фото')).not.toHaveAttribute('aria-invalid');
    await user.click(upload);
    const picker = screen.getByLabelText('Файл изображения');
    await expectRefused(picker, 'Выберите файл!');

    await user.upload(picker, sizedFile('huge.png', 'image/png', 25 * 1024 * 1024));
    expect(picker).not.toHaveAttribute('aria-invalid');
    await user.click(upload);
    await expectRefused(picker, 'Файл слишком большой');
  });

  it('video: the file id when it alone is blank, labelled in Russian', async () => {
    const { user } = await renderVideoTab();
    await user.type(screen.getByLabelText('Название'), 'Закат');
    await user.click(screen.getByRole('button', { name: 'Загрузить' }));
    await expectRefused(screen.getByLabelText(FILE_ID_FIELD), 'Укажите название и file_id!');
    expect(screen.getByLabelText('Название')).not.toHaveAttribute('aria-invalid');
  });
});

describe('media tab structure', () => {
  it('titles its form and its list with h2, like the other tabs', async () => {
    await renderPhotoTab();
    expect(screen.getByRole('heading', { level: 2, name: 'Загрузить фото' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Фото' })).toBeInTheDocument();
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
  });

  it('names each card’s buttons with the item', async () => {
    await renderPhotoTab();
    const card = within(await findCard('Вид на море'));
    expect(card.getByRole('button', { name: 'Редактировать «Вид на море»' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Удалить «Вид на море»' })).toBeInTheDocument();
  });

  it('says how far the upload is in words', async () => {
    const Xhr = installFakeXhr({ answer: 'manual' });
    const { user } = await renderPhotoTab();
    await sendPhoto(user);
    Xhr.sent[0]!.progress(42, 100);
    expect(await screen.findByRole('progressbar', { name: 'Загрузка файла' })).toHaveAttribute(
      'aria-valuetext',
      'Загружено 42 %',
    );
  });
});

describe('the focus after a deletion', () => {
  it('goes to the list’s heading when the deleted card took it along', async () => {
    const { user } = await renderPhotoTab();
    await user.click(within(await findCard('Вид на море')).getByRole('button', { name: 'Удалить «Вид на море»' }));
    await answerConfirmation(user, 'Удалить фото безвозвратно?', 'Удалить');
    await findToast('success', 'Фото удалено!');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Фото' })).toHaveFocus());
  });

  it('goes to the name field when «Отмена» leaves edit mode', async () => {
    const { user } = await renderPhotoTab();
    await user.click(within(await findCard('Вид на море')).getByRole('button', { name: 'Редактировать «Вид на море»' }));
    await waitFor(() => expect(screen.getByLabelText('Название фото')).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    await screen.findByRole('heading', { name: 'Загрузить фото' });
    expect(screen.getByLabelText('Название фото')).toHaveFocus();
  });
});
