import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ExternalLink } from '@/shared/telegram/external-link';
import { emulateTelegramClient } from '../utils/telegram-client';

// The bridge is a lazy chunk: load it once up front, so no test's first wait includes compiling it.
beforeAll(() => import('@/shared/telegram/bridge'));

const MAP = 'https://maps.google.com/?q=Lara';

describe('a link to another site', () => {
  it('inside Telegram opens through Telegram, and the panel stays where it is', async () => {
    const telegram = emulateTelegramClient({ version: '8.0' });
    const opened = vi.spyOn(window, 'open');
    render(<ExternalLink href={MAP}>Открыть в Google Maps</ExternalLink>);

    await userEvent.click(screen.getByRole('link', { name: 'Открыть в Google Maps' }));

    await waitFor(() => expect(telegram.sent('web_app_open_link').map((event) => event.data)).toEqual([{ url: MAP }]));
    expect(opened).not.toHaveBeenCalled();
  });

  it('elsewhere is a plain link to a new tab', () => {
    render(<ExternalLink href={MAP}>Открыть в Google Maps</ExternalLink>);
    const link = screen.getByRole('link', { name: 'Открыть в Google Maps' });
    expect(link).toHaveAttribute('href', MAP);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
