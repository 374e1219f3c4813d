import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_REASON } from '@/api/server-reason';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node-server';
import { allowConsoleErrors } from '../../utils/console';
import { recordRequests, requestsTo } from '../../utils/requests';
import {
  answerConfirmation,
  bodiesOf,
  expectToast,
  failing,
  findForm,
  holdRequests,
  openDetail,
  openNews,
  rowOf,
  tabList,
} from './detail-screen';

/** The headers of the listed news, top to bottom. */
function listedHeaders(): string[] {
  return tabList()
    .getAllByRole('heading')
    .map((heading) => heading.textContent ?? '');
}

describe('news tab', () => {
  it('is titled «Новости» and lists the newest first', async () => {
    await openNews();
    expect(listedHeaders()).toEqual(['Раннее бронирование', 'Новый SPA-центр', 'Открытие сезона']);
    expect(rowOf('Открытие сезона').getByText(/С 15 апреля отель принимает гостей/)).toBeInTheDocument();
    expect(rowOf('Открытие сезона').getByRole('button', { name: 'Редактировать «Открытие сезона»' })).toBeInTheDocument();
    expect(rowOf('Открытие сезона').getByRole('button', { name: 'Удалить «Открытие сезона»' })).toBeInTheDocument();
  });

  it('says «Нет новостей.» when the hotel has none', async () => {
    await openNews(2);
    expect(await screen.findByText('Нет новостей.')).toBeInTheDocument();
  });

  it('shows markup in a news text literally, never as HTML', async () => {
    db.news.push({ id: 500, hotel_id: 1, news_header: '<i>Акция</i>', news_txt: '<b>жирный</b>\nвторая строка' });
    const { container } = await openNews();
    expect(await screen.findByText('<i>Акция</i>')).toBeInTheDocument();
    const text = screen.getByText(/<b>жирный<\/b>/);
    expect(text.textContent).toBe('<b>жирный</b>\nвторая строка');
    expect(container.querySelector('b, i')).toBeNull();
  });

  it('refuses a blank title and sends nothing', async () => {
    const recorded = recordRequests();
    const { user } = await openNews();
    const form = await findForm('Новая новость');
    await user.type(form.getByLabelText('Заголовок'), '   ');
    await user.type(form.getByLabelText('Текст новости'), 'Текст без заголовка');
    await user.click(form.getByRole('button', { name: 'Добавить' }));

    await expectToast('Заголовок не может быть пустым!');
    expect(requestsTo(recorded, 'POST', '/v1/news/1')).toEqual([]);
    expect(form.getByLabelText('Текст новости')).toHaveValue('Текст без заголовка');
  });

  it('creates a news item, shows it first and resets the form', async () => {
    const recorded = recordRequests();
    const { user } = await openNews();
    const form = await findForm('Новая новость');
    await user.type(form.getByLabelText('Заголовок'), 'Летняя анимация');
    await user.type(form.getByLabelText('Текст новости'), 'Шоу каждый вечер.{Enter}Вход свободный.');
    await user.click(form.getByRole('button', { name: 'Добавить' }));

    await expectToast('Новость успешно создана!');
    expect(bodiesOf(requestsTo(recorded, 'POST', '/v1/news/1'))).toEqual([
      { news_header: 'Летняя анимация', news_txt: 'Шоу каждый вечер.\nВход свободный.' },
    ]);
    await waitFor(() => expect(listedHeaders()[0]).toBe('Летняя анимация'));
    expect(form.getByLabelText('Заголовок')).toHaveValue('');
    expect(form.getByLabelText('Текст новости')).toHaveValue('');
  });

  it('creates a news item without text', async () => {
    const recorded = recordRequests();
    const { user } = await openNews(2);
    const form = await findForm('Новая новость');
    await user.type(form.getByLabelText('Заголовок'), 'Только заголовок');
    await user.click(form.getByRole('button', { name: 'Добавить' }));

    await expectToast('Новость успешно создана!');
    expect(bodiesOf(requestsTo(recorded, 'POST', '/v1/news/2'))).toEqual([
      { news_header: 'Только заголовок', news_txt: '' },
    ]);
    expect(await screen.findByRole('heading', { name: 'Только заголовок' })).toBeInTheDocument();
    expect(screen.queryByText('Нет новостей.')).not.toBeInTheDocument();
  });

  it('disables the submit while saving', async () => {
    const recorded = recordRequests();
    const hold = holdRequests('post', '/v1/news/:hotelId');
    const { user } = await openNews();
    const form = await findForm('Новая новость');
    await user.type(form.getByLabelText('Заголовок'), 'Один раз');
    await user.click(form.getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(form.getByRole('button', { name: 'Добавить' })).toBeDisabled());
    await user.click(form.getByRole('button', { name: 'Добавить' }));
    hold.release();

    await expectToast('Новость успешно создана!');
    expect(requestsTo(recorded, 'POST', '/v1/news/1')).toHaveLength(1);
  });

  it('edits a news item with PUT and returns to create mode', async () => {
    const recorded = recordRequests();
    const { user } = await openNews();
    await user.click(rowOf('Новый SPA-центр').getByRole('button', { name: 'Редактировать «Новый SPA-центр»' }));
    const form = await findForm('Редактирование новости');
    expect(form.getByLabelText('Заголовок')).toHaveValue('Новый SPA-центр');
    expect(form.getByLabelText('Текст новости')).toHaveValue(
      'В главном корпусе открыт SPA-центр с турецкой баней и массажными кабинетами.',
    );
    await user.clear(form.getByLabelText('Заголовок'));
    await user.type(form.getByLabelText('Заголовок'), 'SPA-центр открыт');
    await user.click(form.getByRole('button', { name: 'Сохранить' }));

    await expectToast('Новость обновлена!');
    expect(bodiesOf(requestsTo(recorded, 'PUT', '/v1/news'))).toEqual([
      {
        id: 2,
        news_header: 'SPA-центр открыт',
        news_txt: 'В главном корпусе открыт SPA-центр с турецкой баней и массажными кабинетами.',
      },
    ]);
    const createForm = await findForm('Новая новость');
    expect(createForm.getByLabelText('Заголовок')).toHaveValue('');
    expect(listedHeaders()).toEqual(['Раннее бронирование', 'SPA-центр открыт', 'Открытие сезона']);
  });

  it('cancels editing without a request', async () => {
    const recorded = recordRequests();
    const { user } = await openNews();
    await user.click(rowOf('Открытие сезона').getByRole('button', { name: 'Редактировать «Открытие сезона»' }));
    const form = await findForm('Редактирование новости');
    await user.click(form.getByRole('button', { name: 'Отмена' }));

    expect((await findForm('Новая новость')).getByLabelText('Заголовок')).toHaveValue('');
    expect(recorded.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('deletes a news item after confirmation', async () => {
    const recorded = recordRequests();
    const { user } = await openNews();
    await user.click(rowOf('Раннее бронирование').getByRole('button', { name: 'Удалить «Раннее бронирование»' }));
    await answerConfirmation(user, 'Удалить эту новость?', 'Удалить');

    await expectToast('Новость удалена!');
    expect(requestsTo(recorded, 'DELETE', '/v1/news/3')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Раннее бронирование')).not.toBeInTheDocument());
  });

  it('keeps the news item when the confirmation is declined', async () => {
    const recorded = recordRequests();
    const { user } = await openNews();
    await user.click(rowOf('Раннее бронирование').getByRole('button', { name: 'Удалить «Раннее бронирование»' }));
    await answerConfirmation(user, 'Удалить эту новость?', 'Отмена');

    expect(requestsTo(recorded, 'DELETE', '/v1/news/3')).toEqual([]);
    expect(screen.getByText('Раннее бронирование')).toBeInTheDocument();
  });

  it('leaves edit mode when the edited item is deleted', async () => {
    const { user } = await openNews();
    await user.click(rowOf('Открытие сезона').getByRole('button', { name: 'Редактировать «Открытие сезона»' }));
    await findForm('Редактирование новости');
    await user.click(rowOf('Открытие сезона').getByRole('button', { name: 'Удалить «Открытие сезона»' }));
    await answerConfirmation(user, 'Удалить эту новость?', 'Удалить');

    await expectToast('Новость удалена!');
    expect((await findForm('Новая новость')).getByLabelText('Заголовок')).toHaveValue('');
  });
});

describe('news tab failures', () => {
  it('reports a failed list load', async () => {
    const consoleError = allowConsoleErrors();
    failing('get', '/v1/news/hotel/:hotelId');
    await openDetail();
    await expectToast('Ошибка при загрузке новостей!');
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(screen.getAllByText('Ошибка при загрузке новостей!')).toHaveLength(1);
  });

  it('reports a failed create and keeps what was typed', async () => {
    const consoleError = allowConsoleErrors();
    failing('post', '/v1/news/:hotelId');
    const { user } = await openNews();
    const form = await findForm('Новая новость');
    await user.type(form.getByLabelText('Заголовок'), 'Не сохранится');
    await user.type(form.getByLabelText('Текст новости'), 'Текст');
    await user.click(form.getByRole('button', { name: 'Добавить' }));

    await expectToast('Ошибка при создании новости!');
    expect(consoleError).toHaveBeenCalled();
    expect(form.getByLabelText('Заголовок')).toHaveValue('Не сохранится');
    expect(form.getByLabelText('Текст новости')).toHaveValue('Текст');
  });

  it('reports a failed update and stays in edit mode', async () => {
    const consoleError = allowConsoleErrors();
    failing('put', '/v1/news');
    const { user } = await openNews();
    await user.click(rowOf('Открытие сезона').getByRole('button', { name: 'Редактировать «Открытие сезона»' }));
    const form = await findForm('Редактирование новости');
    await user.type(form.getByLabelText('Заголовок'), '!');
    await user.click(form.getByRole('button', { name: 'Сохранить' }));

    await expectToast('Ошибка при обновлении новости!');
    expect(consoleError).toHaveBeenCalled();
    expect(form.getByLabelText('Заголовок')).toHaveValue('Открытие сезона!');
  });

  it('reports a failed delete', async () => {
    const consoleError = allowConsoleErrors();
    failing('delete', '/v1/news/:id');
    const { user } = await openNews();
    await user.click(rowOf('Открытие сезона').getByRole('button', { name: 'Удалить «Открытие сезона»' }));
    await answerConfirmation(user, 'Удалить эту новость?', 'Удалить');

    await expectToast('Ошибка при удалении новости!');
    expect(consoleError).toHaveBeenCalled();
    expect(screen.getByText('Открытие сезона')).toBeInTheDocument();
  });

  it('shows the server’s reason for a refused create, once, and keeps the text', async () => {
    const consoleError = allowConsoleErrors();
    server.use(
      http.post('*/v1/news/:hotelId', () => HttpResponse.json({ detail: 'Заголовок слишком длинный' }, { status: 400 })),
    );
    const { user } = await openNews();
    const form = await findForm('Новая новость');
    await user.type(form.getByLabelText('Заголовок'), 'Очень длинный заголовок');
    await user.type(form.getByLabelText('Текст новости'), 'Текст');
    await user.click(form.getByRole('button', { name: 'Добавить' }));

    await expectToast('Ошибка при создании новости!');
    expect(screen.getByText('Заголовок слишком длинный')).toBeInTheDocument();
    expect(screen.getAllByText('Ошибка при создании новости!')).toHaveLength(1);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0]![0]).toBe('Не удалось создать новость');
    expect(form.getByLabelText('Заголовок')).toHaveValue('Очень длинный заголовок');
    expect(form.getByLabelText('Текст новости')).toHaveValue('Текст');
    // The draft outlives the refusal too.
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('draft:news:1') ?? 'null')).toEqual({
        news_header: 'Очень длинный заголовок',
        news_txt: 'Текст',
      }),
    );
  });

  it('says another admin may have deleted an item whose delete answers 404, and drops it from the list', async () => {
    const consoleError = allowConsoleErrors();
    const { user } = await openNews();
    await user.click(rowOf('Раннее бронирование').getByRole('button', { name: 'Редактировать «Раннее бронирование»' }));
    await findForm('Редактирование новости');
    db.news = db.news.filter((item) => item.news_header !== 'Раннее бронирование');
    await user.click(rowOf('Раннее бронирование').getByRole('button', { name: 'Удалить «Раннее бронирование»' }));
    await answerConfirmation(user, 'Удалить эту новость?', 'Удалить');

    await expectToast('Ошибка при удалении новости!');
    expect(screen.getByText(new RegExp(`^${NOT_FOUND_REASON}`))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Раннее бронирование')).not.toBeInTheDocument());
    expect(listedHeaders()).toEqual(['Новый SPA-центр', 'Открытие сезона']);
    expect((await findForm('Новая новость')).getByLabelText('Заголовок')).toHaveValue('');
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('reloads the list when the edited item is gone on save', async () => {
    allowConsoleErrors();
    const { user } = await openNews();
    await user.click(rowOf('Новый SPA-центр').getByRole('button', { name: 'Редактировать «Новый SPA-центр»' }));
    const form = await findForm('Редактирование новости');
    await user.type(form.getByLabelText('Заголовок'), '!');
    db.news = db.news.filter((item) => item.news_header !== 'Новый SPA-центр');
    await user.click(form.getByRole('button', { name: 'Сохранить' }));

    await expectToast('Ошибка при обновлении новости!');
    expect(screen.getByText(new RegExp(`^${NOT_FOUND_REASON}`))).toBeInTheDocument();
    await waitFor(() => expect(listedHeaders()).toEqual(['Раннее бронирование', 'Открытие сезона']));
    expect(form.getByLabelText('Заголовок')).toHaveValue('Новый SPA-центр!');
  });
});
