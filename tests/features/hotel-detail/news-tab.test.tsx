import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readDraft } from '@/shared/drafts/drafts';
import { db } from '../../../mocks/db';
import { allowConsoleErrors } from '../../utils/console';
import { bodiesOf, failing, recordRequests, requestsTo } from '../../utils/requests';
import { findToast } from '../../utils/toasts';
import { openNews, openCreateForm } from './detail-screen';

// What news shares with rooms is in editable-tab*.test.tsx; this is what only news does.
describe('news tab', () => {
  it('shows markup in a news text literally, never as HTML', async () => {
    db.news.push({ id: 500, hotel_id: 1, news_header: '<i>Акция</i>', news_txt: '<b>жирный</b>\nвторая строка' });
    const { container } = await openNews();
    expect(await screen.findByText('<i>Акция</i>')).toBeInTheDocument();
    const text = screen.getByText(/<b>жирный<\/b>/);
    expect(text.textContent).toBe('<b>жирный</b>\nвторая строка');
    expect(container.querySelector('b, i')).toBeNull();
  });

  it('creates a news item without text', async () => {
    const recorded = recordRequests();
    const { user } = await openNews(2);
    const form = await openCreateForm(user, 'Новая новость');
    await user.type(form.getByLabelText('Заголовок'), 'Только заголовок');
    await user.click(form.getByRole('button', { name: 'Создать' }));

    await findToast('success', 'Новость успешно создана!');
    expect(bodiesOf(requestsTo(recorded, 'POST', '/v1/news/2'))).toEqual([{ news_header: 'Только заголовок', news_txt: '' }]);
    expect(await screen.findByRole('heading', { name: 'Только заголовок' })).toBeInTheDocument();
    expect(screen.queryByText('Нет новостей.')).not.toBeInTheDocument();
  });

  it('keeps the draft of a refused create', async () => {
    allowConsoleErrors();
    failing('post', '*/v1/news/:hotelId');
    const { user } = await openNews();
    const form = await openCreateForm(user, 'Новая новость');
    await user.type(form.getByLabelText('Заголовок'), 'Очень длинный заголовок');
    await user.type(form.getByLabelText('Текст новости'), 'Текст');
    await user.click(form.getByRole('button', { name: 'Создать' }));

    await findToast('error', 'Ошибка при создании новости!');
    await waitFor(() =>
      expect(readDraft('news:1', { news_header: '', news_txt: '' })).toEqual({
        news_header: 'Очень длинный заголовок',
        news_txt: 'Текст',
      }),
    );
  });
});
