import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { allowConsoleErrors } from '../../utils/console';
import { failing, holdRequests, recordRequests, requestsTo } from '../../utils/requests';
import { toastsSaying } from '../../utils/toasts';
import { openHome } from './regions-screen';

const beachInput = () => screen.getByLabelText('Название пляжа');
const createButton = () => screen.getByRole('button', { name: 'Создать' });

async function openBeaches(regionId: number) {
  const app = await openHome(`/homePage?view=REGION_MANAGE&regionId=${regionId}`);
  await screen.findByRole('heading', { name: 'Пляжи' });
  return app;
}

async function listedBeaches(): Promise<string[]> {
  const list = await screen.findByRole('list', { name: 'Пляжи региона' });
  return within(list)
    .getAllByRole('listitem')
    .map((row) => row.textContent ?? '');
}

function beachRow(name: string) {
  const row = screen.getByText(name).closest('li');
  if (!row) throw new Error(`No row for ${name}`);
  return within(row);
}

async function confirmDialog() {
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Удалить пляж?');
  return within(dialog);
}

describe('beaches of the edited region', () => {
  it('lists only that region’s beaches, asked for with the default paging', async () => {
    const requests = recordRequests();
    await openBeaches(2);
    expect(await listedBeaches()).toEqual(['Лунный пляж', 'Бельдиби', 'Гёйнюк']);
    const [get] = requestsTo(requests, 'GET', '/v1/beaches');
    expect(Object.fromEntries(get!.url.searchParams)).toEqual({ skip: '0', limit: '100', region_id: '2' });
  });

  it('says so when the region has no beaches', async () => {
    await openBeaches(3);
    expect(await screen.findByText('Нет пляжей в этом регионе.')).toBeInTheDocument();
  });

  it('is not shown while adding a region', async () => {
    await openHome('/homePage?view=REGION_MANAGE');
    await screen.findByRole('heading', { name: 'Добавить регион' });
    expect(screen.queryByRole('heading', { name: 'Пляжи' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Название пляжа')).not.toBeInTheDocument();
  });

  it('toasts a load failure and logs it', async () => {
    const consoleError = allowConsoleErrors();
    failing('get', '*/v1/beaches');
    await openBeaches(2);
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка при загрузке пляжей!');
    expect(screen.getByText('Не удалось загрузить пляжи.')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Не удалось загрузить пляжи', expect.any(Error));
  });
});

describe('adding a beach', () => {
  it('posts the trimmed name with the region, toasts, clears the field and lists the beach', async () => {
    const requests = recordRequests();
    const { user } = await openBeaches(3);
    await user.type(beachInput(), '  Чолаклы ');
    await user.click(createButton());

    expect(await screen.findByRole('status')).toHaveTextContent('Пляж создан!');
    const [post] = requestsTo(requests, 'POST', '/v1/beaches');
    expect(JSON.parse(post!.body)).toStrictEqual({ beach_name: 'Чолаклы', region_id: 3 });
    expect(beachInput()).toHaveValue('');
    expect(await listedBeaches()).toEqual(['Чолаклы']);
  });

  it('refuses a blank name with a toast and sends nothing', async () => {
    const requests = recordRequests();
    const { user } = await openBeaches(2);
    await user.click(createButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Название пляжа не может быть пустым!');
    await user.type(beachInput(), '   ');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(toastsSaying('error', 'Название пляжа не может быть пустым!')).toHaveLength(2));
    expect(requestsTo(requests, 'POST', '/v1/beaches')).toHaveLength(0);
  });

  it('keeps the name when creating fails, logs and toasts the error', async () => {
    const consoleError = allowConsoleErrors();
    failing('post', '*/v1/beaches');
    const { user } = await openBeaches(2);
    await user.type(beachInput(), 'Чамьюва');
    await user.click(createButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка при создании пляжа!');
    expect(consoleError).toHaveBeenCalledWith('Не удалось создать пляж', expect.any(Error));
    expect(beachInput()).toHaveValue('Чамьюва');
  });

  it('disables «Создать» while the beach is being created', async () => {
    const requests = recordRequests();
    const held = holdRequests('post', '*/v1/beaches');
    const { user } = await openBeaches(2);
    await user.type(beachInput(), 'Чамьюва');
    await user.dblClick(createButton());
    await waitFor(() => expect(createButton()).toBeDisabled());
    held.release();
    expect(await screen.findByRole('status')).toHaveTextContent('Пляж создан!');
    expect(createButton()).toBeEnabled();
    expect(requestsTo(requests, 'POST', '/v1/beaches')).toHaveLength(1);
  });
});

describe('deleting a beach', () => {
  it('asks «Удалить пляж?», deletes on confirmation, toasts and drops the row', async () => {
    const requests = recordRequests();
    const { user } = await openBeaches(2);
    await listedBeaches();
    await user.click(beachRow('Бельдиби').getByRole('button', { name: 'Удалить «Бельдиби»' }));
    await user.click((await confirmDialog()).getByRole('button', { name: 'Удалить' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Пляж удалён!');
    expect(requestsTo(requests, 'DELETE', '/v1/beaches/4')).toHaveLength(1);
    await waitFor(async () => expect(await listedBeaches()).toEqual(['Лунный пляж', 'Гёйнюк']));
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const requests = recordRequests();
    const { user } = await openBeaches(2);
    await listedBeaches();
    await user.click(beachRow('Бельдиби').getByRole('button', { name: 'Удалить «Бельдиби»' }));
    await user.click((await confirmDialog()).getByRole('button', { name: 'Отмена' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);
    expect(await listedBeaches()).toEqual(['Лунный пляж', 'Бельдиби', 'Гёйнюк']);
  });

  it('keeps the beach when deleting fails, logs and toasts the error', async () => {
    const consoleError = allowConsoleErrors();
    failing('delete', '*/v1/beaches/:id');
    const { user } = await openBeaches(2);
    await listedBeaches();
    await user.click(beachRow('Гёйнюк').getByRole('button', { name: 'Удалить «Гёйнюк»' }));
    await user.click((await confirmDialog()).getByRole('button', { name: 'Удалить' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка при удалении пляжа!');
    expect(consoleError).toHaveBeenCalledWith('Не удалось удалить пляж', expect.any(Error));
    expect(db.beaches.some((beach) => beach.beach_name === 'Гёйнюк')).toBe(true);
    expect(await listedBeaches()).toContain('Гёйнюк');
  });

  it('disables the beach’s «Удалить» while its deletion runs', async () => {
    const held = holdRequests('delete', '*/v1/beaches/:id');
    const { user } = await openBeaches(2);
    await listedBeaches();
    const deleteButton = beachRow('Лунный пляж').getByRole('button', { name: 'Удалить «Лунный пляж»' });
    await user.click(deleteButton);
    await user.click((await confirmDialog()).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(deleteButton).toBeDisabled());
    expect(beachRow('Бельдиби').getByRole('button', { name: 'Удалить «Бельдиби»' })).toBeEnabled();
    held.release();
    expect(await screen.findByRole('status')).toHaveTextContent('Пляж удалён!');
  });
});

describe('beaches: the keyboard’s way', () => {
  it('marks a blank name under its field and focuses it', async () => {
    const { user } = await openBeaches(2);
    await user.click(createButton());
    await waitFor(() => expect(beachInput()).toHaveFocus());
    expect(beachInput()).toHaveAttribute('aria-invalid', 'true');
    expect(beachInput()).toHaveAccessibleDescription('Название пляжа не может быть пустым!');
    await user.type(beachInput(), 'Новый');
    expect(beachInput()).not.toHaveAttribute('aria-invalid');
  });

  it('names each delete button with its beach, and gives the focus to «Пляжи» once the row is gone', async () => {
    const { user } = await openBeaches(2);
    await user.click(beachRow('Бельдиби').getByRole('button', { name: 'Удалить «Бельдиби»' }));
    await user.click((await confirmDialog()).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(screen.queryByText('Бельдиби')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Пляжи' })).toHaveFocus());
  });
});
