import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { confirmDeletion } from '@/shared/ui/confirm/confirm';
import { UNSAVED_CHANGES } from '../utils/confirmation';
import { renderApp } from '../utils/render-app';
import { signIn } from '../utils/session';
import { emulateTelegramClient } from '../utils/telegram-client';

describe('inside Telegram', () => {
  it('shows the back button and says ready once the first screen is drawn', async () => {
    const telegram = emulateTelegramClient();
    signIn();
    renderApp('/user');
    await screen.findByRole('heading', { name: 'Привет, @anna_admin!' });
    await waitFor(() => expect(telegram.sent('web_app_ready')).toHaveLength(1));
    expect(telegram.sent('web_app_setup_back_button')).toEqual([
      { type: 'web_app_setup_back_button', data: { is_visible: true } },
    ]);
  });

  it('asks before exiting on the back button; cancel keeps the app open', async () => {
    const telegram = emulateTelegramClient();
    signIn();
    const { user } = renderApp('/user');
    await waitFor(() => expect(telegram.sent('web_app_setup_back_button')).toHaveLength(1));

    telegram.deliver('back_button_pressed');
    const dialog = await screen.findByRole('dialog', { name: 'Закрыть панель?' });
    expect(within(dialog).getByRole('button', { name: 'Отмена' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(telegram.sent('web_app_close')).toHaveLength(0);
  });

  it('sends the data "close" and closes the app when the admin confirms', async () => {
    const telegram = emulateTelegramClient();
    signIn();
    const { user } = renderApp('/user');
    await waitFor(() => expect(telegram.sent('web_app_setup_back_button')).toHaveLength(1));

    telegram.deliver('back_button_pressed');
    await user.click(await screen.findByRole('button', { name: 'Всё равно закрыть' }));

    await waitFor(() => expect(telegram.sent('web_app_close')).toHaveLength(1));
    expect(telegram.sent('web_app_data_send')).toEqual([{ type: 'web_app_data_send', data: { data: 'close' } }]);
    const order = telegram.posted.map((event) => event.type);
    expect(order.indexOf('web_app_data_send')).toBeLessThan(order.indexOf('web_app_close'));
  });

  it('closes the exit question with Esc', async () => {
    const telegram = emulateTelegramClient();
    signIn();
    const { user } = renderApp('/user');
    await waitFor(() => expect(telegram.sent('web_app_setup_back_button')).toHaveLength(1));
    telegram.deliver('back_button_pressed');
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('paints with the chat theme', async () => {
    const telegram = emulateTelegramClient();
    signIn();
    renderApp('/user');
    await waitFor(() => expect(telegram.sent('web_app_request_theme')).toHaveLength(1));
    telegram.deliver('theme_changed', { theme_params: { bg_color: '#112233', button_color: '#ff8800' } });
    // global.css's token block feeds --color-surface and --color-accent from these.
    const rootStyle = document.documentElement.style;
    expect(rootStyle.getPropertyValue('--tg-theme-bg-color')).toBe('#112233');
    expect(rootStyle.getPropertyValue('--tg-theme-button-color')).toBe('#ff8800');
  });

  it('asks deletion questions through the native popup', async () => {
    const telegram = emulateTelegramClient();
    const answer = confirmDeletion('Удалить пляж?');
    await waitFor(() => expect(telegram.sent('web_app_open_popup')).toHaveLength(1));
    expect(telegram.sent('web_app_open_popup')[0]?.data).toMatchObject({ message: 'Удалить пляж?' });
    telegram.deliver('popup_closed', { button_id: 'confirm' });
    await expect(answer).resolves.toBe(true);

    const refused = confirmDeletion('Удалить пляж?');
    await waitFor(() => expect(telegram.sent('web_app_open_popup')).toHaveLength(2));
    telegram.deliver('popup_closed', {});
    await expect(refused).resolves.toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('inside Telegram, unsaved work', () => {
  const closingBehaviour = (telegram: ReturnType<typeof emulateTelegramClient>) =>
    telegram.sent('web_app_setup_closing_behavior').map((event) => event.data);

  it('turns the closing confirmation on while a form is changed and off once it is saved', async () => {
    const telegram = emulateTelegramClient();
    signIn();
    const { user } = renderApp('/homePage?view=REGION_MANAGE');
    const name = await screen.findByLabelText('Название региона');
    expect(closingBehaviour(telegram)).toEqual([]);

    await user.type(name, 'Фетхие');
    await waitFor(() => expect(closingBehaviour(telegram)).toEqual([{ need_confirmation: true }]));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await screen.findByRole('heading', { name: 'Редактировать регион' });
    await waitFor(() =>
      expect(closingBehaviour(telegram)).toEqual([{ need_confirmation: true }, { need_confirmation: false }]),
    );
  });

  it('asks before leaving a changed form through the native popup', async () => {
    const telegram = emulateTelegramClient();
    signIn();
    const { user, router } = renderApp('/homePage?view=REGION_MANAGE');
    await user.type(await screen.findByLabelText('Название региона'), 'Фетхие');
    await user.click(screen.getByRole('link', { name: 'Кемер' }));
    await waitFor(() => expect(telegram.sent('web_app_open_popup')).toHaveLength(1));
    expect(telegram.sent('web_app_open_popup')[0]?.data).toMatchObject({ message: UNSAVED_CHANGES });
    telegram.deliver('popup_closed', { button_id: 'cancel' });
    await waitFor(() => expect(screen.getByLabelText('Название региона')).toHaveValue('Фетхие'));
    expect(router.state.location.search).toEqual({ view: 'REGION_MANAGE' });
  });
});

describe('in a plain browser', () => {
  it.each([
    ['an address of its own', undefined],
    // Such a link copied out of Telegram: the data is there, the client is not.
    ["Telegram's launch data in the address of a tab of its own", '/user#tgWebAppPlatform=android&tgWebAppVersion=8.0'],
  ])('asks deletion questions in an in-app dialog, with %s', async (_, address) => {
    if (address) {
      const opened = window.location.href;
      window.history.replaceState(null, '', address);
      onTestFinished(() => window.history.replaceState(null, '', opened));
    }
    signIn();
    const { user } = renderApp('/user');
    await screen.findByRole('heading', { name: 'Привет, @anna_admin!' });
    const answer = confirmDeletion('Удалить пляж?');
    const dialog = await screen.findByRole('dialog', { name: 'Подтверждение' });
    expect(within(dialog).getByText('Удалить пляж?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
