import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { prefetchTabList } from '@/features/hotel-detail/prefetch-tab-list';
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
    expect(await within(screen.getByRole('tabpanel')).findByText('Вид на море')).toBeInTheDocument();
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
    const callOff = prefetchTabList(createQueryClient(), 1, 'news');
    callOff();

    // Longer than the wait for an idle moment (100 ms where there is no idle callback, as here).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(requestsTo(requests, 'GET', '/v1/news/hotel/1')).toHaveLength(1);
    for (const path of OTHER_TABS) expect(requestsTo(requests, 'GET', path), path).toHaveLength(0);
  });
});
