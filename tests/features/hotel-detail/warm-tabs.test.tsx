import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { warmOtherTabs } from '@/features/hotel-detail/load-tab';
import { createQueryClient } from '@/app/query-client';
import { allowConsoleErrors } from '../../utils/console';
import { failing, recordRequests, requestsTo } from '../../utils/requests';
import { signIn } from '../../utils/session';
import { openDetail, openNews } from './detail-screen';

const OTHER_TABS = ['/v1/rooms/hotel/1', '/v1/photos/hotel/1', '/v1/videos/hotel/1', '/v1/reels/hotel/1'];

describe('an opened hotel readies its other tabs', () => {
  it("loads the other tabs' lists once the detail is shown, each once, and a tab then opens with no request of its own", async () => {
    const requests = recordRequests();
    const { user } = await openNews();

    await vi.waitFor(() => {
      for (const path of OTHER_TABS) expect(requestsTo(requests, 'GET', path), path).toHaveLength(1);
    });
    expect(requestsTo(requests, 'GET', '/v1/news/hotel/1')).toHaveLength(1);

    await user.click(screen.getByRole('tab', { name: 'Фото' }));
    // The tab opens once its code and list are here; the list came with the warming.
    const photos = await screen.findByRole('tabpanel', { name: 'Фото' }, { timeout: 5000 });
    expect(await within(photos).findByText('Вид на море')).toBeInTheDocument();
    expect(requestsTo(requests, 'GET', '/v1/photos/hotel/1')).toHaveLength(1);
  });

  it('leaves a list that failed to its tab, which reports it once', async () => {
    const consoleError = allowConsoleErrors();
    failing('get', '*/v1/news/hotel/1');
    const requests = recordRequests();
    await openDetail({ tab: 'news' });

    await vi.waitFor(() => {
      for (const path of OTHER_TABS) expect(requestsTo(requests, 'GET', path), path).toHaveLength(1);
    });
    expect(await screen.findByRole('button', { name: 'Повторить' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('warms nothing once called off, as when the detail is left before the idle moment came', async () => {
    signIn();
    const requests = recordRequests();
    const callOff = warmOtherTabs(createQueryClient(), 1);
    callOff();

    // Longer than the wait for an idle moment (100 ms where there is no idle callback, as here).
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const path of [...OTHER_TABS, '/v1/news/hotel/1']) expect(requestsTo(requests, 'GET', path), path).toHaveLength(0);
  });
});
