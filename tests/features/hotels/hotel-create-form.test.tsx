import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { allowConsoleErrors } from '../../utils/console';
import { answerLeaveConfirmation } from '../../utils/confirmation';
import { failing, holdRequests, recordRequests, requestsTo } from '../../utils/requests';
import { findToast } from '../../utils/toasts';
import {
  HOTEL_FIELD_LABELS,
  REQUIRED_TEXTS,
  chooseStars,
  chosenStars,
  fillRequiredTexts,
  openCreateForm,
  storeCreateDraft,
  typeInto,
} from './hotel-form-helpers';

const submitButton = () => screen.getByRole('button', { name: 'Создать' });

describe('hotel create form', () => {
  it("is titled 'Добавить отель' with 'Создать' and 'Отмена', and labels every field", async () => {
    await openCreateForm(1);
    expect(submitButton()).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Отмена' })).toBeInTheDocument();
    for (const label of HOTEL_FIELD_LABELS) expect(screen.getByLabelText(label)).toBeInTheDocument();
  });

  it('starts active, not recommended, in the selected region, without a beach', async () => {
    await openCreateForm(2);
    expect(screen.getByRole('switch', { name: 'Активен' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Не рекомендуемый' })).not.toBeChecked();
    expect(screen.getByLabelText('Регион')).toHaveDisplayValue('Кемер');
    expect(screen.getByLabelText('Пляж')).toHaveDisplayValue('Без пляжа');
    expect(chosenStars()).toBeNull();
  });

  it('offers the regions in the column’s order, heaviest first', async () => {
    db.regions.find((region) => region.region_name === 'Кемер')!.weight = 5;
    await openCreateForm();
    const offered = within(screen.getByLabelText('Регион')).getAllByRole('option').map((option) => option.textContent);
    expect(offered).toEqual(['— Не выбран —', 'Анталья', 'Сиде', 'Аланья', 'Бодрум', 'Кемер']);
  });

  it('preselects no region when none is selected', async () => {
    await openCreateForm();
    expect(screen.getByLabelText('Регион')).toHaveDisplayValue('— Не выбран —');
    expect(screen.getByLabelText('Пляж')).toBeDisabled();
  });

  describe('validation, in SPEC order, as toasts, sending nothing', () => {
    it('rule 1 first: everything empty and no region', async () => {
      const recorded = recordRequests();
      const { user } = await openCreateForm();
      await user.click(submitButton());
      await findToast('error', 'Заполните все обязательные текстовые поля.');
      expect(screen.getAllByRole('alert')).toHaveLength(1);
      expect(requestsTo(recorded, 'POST', '/v1/hotels')).toHaveLength(0);
    });

    it('rule 1: one required text that is only spaces', async () => {
      const recorded = recordRequests();
      const { user } = await openCreateForm(1);
      await fillRequiredTexts(user, { Рестораны: '   ' });
      await chooseStars(user, 4);
      await user.click(submitButton());
      await findToast('error', 'Заполните все обязательные текстовые поля.');
      expect(requestsTo(recorded, 'POST', '/v1/hotels')).toHaveLength(0);
    });

    it('rule 3 before rule 4: texts filled, stars missing, no region', async () => {
      const recorded = recordRequests();
      const { user } = await openCreateForm();
      await fillRequiredTexts(user);
      await user.click(submitButton());
      await findToast('error', 'Количество звёзд должно быть от 1 до 5.');
      expect(requestsTo(recorded, 'POST', '/v1/hotels')).toHaveLength(0);
    });

    it('rule 3: stars out of range (a draft edited by hand)', async () => {
      const recorded = recordRequests();
      storeCreateDraft({ stars: '6' });
      const { user } = await openCreateForm(1);
      expect(chosenStars()).toBeNull();
      await user.click(submitButton());
      await findToast('error', 'Количество звёзд должно быть от 1 до 5.');
      expect(requestsTo(recorded, 'POST', '/v1/hotels')).toHaveLength(0);
    });

    it('rule 4: no region chosen', async () => {
      const recorded = recordRequests();
      const { user } = await openCreateForm();
      await fillRequiredTexts(user);
      await chooseStars(user, 5);
      await user.click(submitButton());
      await findToast('error', 'Не выбран регион.');
      expect(requestsTo(recorded, 'POST', '/v1/hotels')).toHaveLength(0);
    });
  });

  it('creates with numbers as numbers, active by default, empty deposit and beach as null', async () => {
    const recorded = recordRequests();
    const { user, router } = await openCreateForm(1);
    await fillRequiredTexts(user, { 'Название отеля': '  Sea Pearl  ' });
    await chooseStars(user, 4);
    await user.click(submitButton());

    await findToast('success', 'Отель успешно создан!');
    const [request] = requestsTo(recorded, 'POST', '/v1/hotels');
    expect(JSON.parse(request!.body)).toStrictEqual({
      hotel_name: 'Sea Pearl',
      hotel_description: REQUIRED_TEXTS.Описание,
      services: REQUIRED_TEXTS.Услуги,
      for_child: REQUIRED_TEXTS['Для детей'],
      resto: REQUIRED_TEXTS.Рестораны,
      recommend_list: 0,
      stars: 4,
      google_maps: REQUIRED_TEXTS['Ссылка на Google Maps'],
      deposit: null,
      beach_id: null,
      region_id: 1,
      is_active: true,
    });
    await waitFor(() => expect(router.state.location.search).toEqual({ view: 'HOTEL_LIST', regionId: 1 }));
    const list = await screen.findByRole('region', { name: 'Отели региона Анталья!' });
    expect(await within(list).findByRole('link', { name: 'Sea Pearl' })).toBeInTheDocument();
  });

  it('sends the chosen recommendation, deposit, beach, region and an unchecked status', async () => {
    const recorded = recordRequests();
    const { user } = await openCreateForm(1);
    await fillRequiredTexts(user);
    await chooseStars(user, 5);
    await user.click(screen.getByRole('switch', { name: 'Не рекомендуемый' }));
    await typeInto(user, 'Депозит', '50 EUR');
    await user.selectOptions(screen.getByLabelText('Регион'), 'Кемер');
    await screen.findByRole('option', { name: 'Бельдиби' });
    await user.selectOptions(screen.getByLabelText('Пляж'), 'Бельдиби');
    await user.click(screen.getByLabelText('Активен'));
    await user.click(submitButton());

    await findToast('success', 'Отель успешно создан!');
    const [request] = requestsTo(recorded, 'POST', '/v1/hotels');
    expect(JSON.parse(request!.body)).toMatchObject({
      recommend_list: 1,
      stars: 5,
      deposit: '50 EUR',
      region_id: 2,
      beach_id: 4,
      is_active: false,
    });
  });

  it("offers only the chosen region's beaches and drops the beach when the region changes", async () => {
    const { user } = await openCreateForm(1);
    const beach = screen.getByLabelText('Пляж');
    await within(beach).findByRole('option', { name: 'Лара' });
    expect(within(beach).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Без пляжа',
      'Коньяалты',
      'Лара',
    ]);
    await user.selectOptions(beach, 'Лара');
    expect(beach).toHaveDisplayValue('Лара');

    await user.selectOptions(screen.getByLabelText('Регион'), 'Кемер');
    expect(beach).toHaveDisplayValue('Без пляжа');
    await within(beach).findByRole('option', { name: 'Гёйнюк' });
    expect(within(beach).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Без пляжа',
      'Лунный пляж',
      'Бельдиби',
      'Гёйнюк',
    ]);

    // Back in the first region the old beach must not come back: it was dropped, not hidden.
    await user.selectOptions(screen.getByLabelText('Регион'), 'Анталья');
    await within(beach).findByRole('option', { name: 'Лара' });
    expect(beach).toHaveDisplayValue('Без пляжа');

    await user.selectOptions(screen.getByLabelText('Регион'), 'Сиде');
    expect(await screen.findByText('В этом регионе пока нет пляжей')).toBeInTheDocument();
  });

  it('a failed create toasts, logs, and keeps what was typed', async () => {
    const consoleError = allowConsoleErrors();
    failing('post', '*/v1/hotels');
    const { user, router } = await openCreateForm(1);
    await fillRequiredTexts(user);
    await chooseStars(user, 3);
    await user.click(submitButton());

    await findToast('error', 'Ошибка при создании отеля!');
    expect(consoleError).toHaveBeenCalledWith('Не удалось создать отель', expect.anything());
    expect(screen.getByLabelText('Название отеля')).toHaveValue(REQUIRED_TEXTS['Название отеля']);
    expect(chosenStars()).toBe('3 звезды');
    expect(submitButton()).toBeEnabled();
    expect(router.state.location.search).toEqual({ view: 'HOTEL_MANAGE', regionId: 1 });
  });

  it('is disabled while saving, so a double click sends one request', async () => {
    const recorded = recordRequests();
    const held = holdRequests('post', '*/v1/hotels');
    const { user } = await openCreateForm(1);
    await fillRequiredTexts(user);
    await chooseStars(user, 4);
    await user.dblClick(submitButton());
    await user.click(submitButton());

    expect(submitButton()).toBeDisabled();
    held.release();
    await findToast('success', 'Отель успешно создан!');
    expect(requestsTo(recorded, 'POST', '/v1/hotels')).toHaveLength(1);
  });

  it('Отмена asks before dropping what was typed; «Остаться» keeps it, leaving goes back to the list unsaved', async () => {
    const recorded = recordRequests();
    const { user, router } = await openCreateForm(2);
    await typeInto(user, 'Название отеля', 'Черновик');
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    await answerLeaveConfirmation(user, 'Остаться');
    expect(screen.getByLabelText('Название отеля')).toHaveValue('Черновик');

    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    await answerLeaveConfirmation(user, 'Уйти без сохранения');
    expect(await screen.findByRole('heading', { name: 'Отели региона Кемер!' })).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ view: 'HOTEL_LIST', regionId: 2 });
    expect(requestsTo(recorded, 'POST', '/v1/hotels')).toHaveLength(0);
  });
});

describe('hotel create form, map link (rule 6, after the product’s rules 1 to 5)', () => {
  it('refuses a map link that is not http(s) with a toast, posts nothing, and keeps what was typed', async () => {
    const recorded = recordRequests();
    const { user } = await openCreateForm(1);
    await fillRequiredTexts(user, { 'Ссылка на Google Maps': 'javascript:alert(1)' });
    await chooseStars(user, 4);
    await user.click(submitButton());

    await findToast('error', 'Ссылка на карту должна начинаться с http:// или https://');
    expect(requestsTo(recorded, 'POST', '/v1/hotels')).toHaveLength(0);
    expect(screen.getByLabelText('Ссылка на Google Maps')).toHaveValue('javascript:alert(1)');
    expect(screen.getByRole('heading', { name: 'Добавить отель' })).toBeInTheDocument();
  });
});
