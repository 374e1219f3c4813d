import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { bodiesOf, recordRequests, requestsTo, writesIn } from '../../utils/requests';
import { signIn } from '../../utils/session';
import { findToast } from '../../utils/toasts';
import { FILE_ID_FIELD, SEEDED_VIDEO, findCard, renderPhotoTab, renderVideoTab } from './media-harness';

beforeEach(signIn);

describe('media names with another admin at work', () => {
  it('keeps the file id another admin changed while this admin renames the video, and says so', async () => {
    const { user } = await renderVideoTab();
    await user.click(within(await findCard(SEEDED_VIDEO)).getByRole('button', { name: `Редактировать «${SEEDED_VIDEO}»` }));
    await screen.findByRole('heading', { name: 'Редактировать видео' });
    db.videos[0]!.file_id = 'BAACAgIAAxkBAAIBnewFileId';
    const recorded = recordRequests();

    await user.type(screen.getByLabelText('Название'), ' (4K)');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await findToast('success', 'Видео обновлено!')).toHaveTextContent(
      `Сохранены и изменения другого администратора: ${FILE_ID_FIELD}.`,
    );
    expect(bodiesOf(requestsTo(recorded, 'PUT', '/v1/videos'))).toEqual([
      expect.objectContaining({ video_name: `${SEEDED_VIDEO} (4K)`, file_id: 'BAACAgIAAxkBAAIBnewFileId' }),
    ]);
  });

  it('asks when both renamed a photo and writes nothing until answered', async () => {
    const { user } = await renderPhotoTab();
    await user.click(within(await findCard('Главный бассейн')).getByRole('button', { name: 'Редактировать «Главный бассейн»' }));
    db.photos.find((photo) => photo.photo_name === 'Главный бассейн')!.photo_name = 'Бассейн (коллега)';
    const recorded = recordRequests();

    await user.clear(screen.getByLabelText('Название фото'));
    await user.type(screen.getByLabelText('Название фото'), 'Бассейн с подогревом');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    const question = await screen.findByRole('dialog', { name: 'Фото изменено другим администратором' });
    expect(within(question).getByRole('region', { name: 'Название фото' })).toHaveTextContent(
      'Ваш вариантБассейн с подогревомВариант другого администратораБассейн (коллега)',
    );
    expect(writesIn(recorded)).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'Закрыть' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writesIn(recorded)).toEqual([]);
    expect(screen.getByLabelText('Название фото')).toHaveValue('Бассейн с подогревом');
  });
});
