import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { regionsQuery } from '@/entities/regions/queries';
import { db } from '../../../mocks/db';
import { bodiesOf, recordRequests, requestsTo, writesIn } from '../../utils/requests';
import { findToast } from '../../utils/toasts';
import { openHome } from './regions-screen';

/** Кемер, weight 90, as the demo seed has it. */
const REGION_ID = 2;
const storedRegion = () => db.regions.find((region) => region.id === REGION_ID)!;

async function openRegionForm() {
  const app = await openHome(`/homePage?view=REGION_MANAGE&regionId=${REGION_ID}`);
  await screen.findByRole('heading', { name: 'Редактировать регион' });
  return app;
}

describe('region form with another admin at work', () => {
  it('keeps the weight another admin changed while this admin renames, and says so', async () => {
    const { user } = await openRegionForm();
    storedRegion().weight = 95;
    const recorded = recordRequests();

    await user.type(screen.getByLabelText('Название региона'), ' и Бельдиби');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await findToast('success', 'Регион обновлён!')).toHaveTextContent('Сохранены и изменения другого администратора: Вес.');
    expect(bodiesOf(requestsTo(recorded, 'PUT', `/v1/regions/${REGION_ID}`))).toEqual([
      { id: REGION_ID, region_name: 'Кемер и Бельдиби', weight: 95 },
    ]);
  });

  it('asks when both changed the weight; «Взять их» saves the other admin’s', async () => {
    const { user } = await openRegionForm();
    storedRegion().weight = 95;
    const recorded = recordRequests();

    await user.clear(screen.getByLabelText('Вес'));
    await user.type(screen.getByLabelText('Вес'), '70');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    const question = await screen.findByRole('dialog', { name: 'Регион изменён другим администратором' });
    expect(within(question).getByRole('region', { name: 'Вес' })).toHaveTextContent('Ваш вариант70Вариант другого администратора95');
    expect(writesIn(recorded)).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'Взять их' }));

    await findToast('success', 'Регион обновлён!');
    expect(bodiesOf(requestsTo(recorded, 'PUT', `/v1/regions/${REGION_ID}`))).toEqual([{ id: REGION_ID, region_name: 'Кемер', weight: 95 }]);
  });

  it('an open form whose region was renamed offers the change and keeps the weight typed', async () => {
    const { user, queryClient } = await openRegionForm();
    await user.clear(screen.getByLabelText('Вес'));
    await user.type(screen.getByLabelText('Вес'), '70');
    storedRegion().region_name = 'Кемер и Бельдиби';

    await act(() => queryClient.refetchQueries({ queryKey: regionsQuery().queryKey }));
    await user.click(await screen.findByRole('button', { name: 'Загрузить изменения' }));

    expect(screen.getByLabelText('Название региона')).toHaveValue('Кемер и Бельдиби');
    expect(screen.getByLabelText('Вес')).toHaveValue(70);
  });
});
