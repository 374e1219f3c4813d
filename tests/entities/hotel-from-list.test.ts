import type { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { hotelKeys } from '@/entities/hotels/keys';
import { hotelQuery, hotelsByRegionQuery } from '@/entities/hotels/queries';
import { createQueryClient } from '@/app/query-client';
import { recordRequests, requestsTo } from '../utils/requests';
import { signIn } from '../utils/session';

beforeEach(signIn);

/** The panel's own client, whose stale time decides how long a list's copy is trusted. */
async function withRegionOneListed() {
  const queryClient = createQueryClient();
  const hotels = await queryClient.fetchQuery(hotelsByRegionQuery(1));
  return { queryClient, listed: hotels.find((hotel) => hotel.hotel_id === 2)! };
}

const hotelRequestIds = (recorded: ReturnType<typeof recordRequests>) =>
  requestsTo(recorded, 'GET', '/v1/hotels').map((request) => request.url.searchParams.get('hotel_id'));

describe('a hotel that a cached list holds', () => {
  it("is answered from a fresh list's copy, with no request", async () => {
    const { queryClient, listed } = await withRegionOneListed();
    const recorded = recordRequests();

    expect(await queryClient.fetchQuery(hotelQuery(2, queryClient))).toBe(listed);
    expect(recorded).toEqual([]);
  });

  it.each([
    [
      'a save marked the list stale',
      (queryClient: QueryClient) => void queryClient.invalidateQueries({ queryKey: hotelKeys.lists(), refetchType: 'none' }),
    ],
    [
      'the list is older than the stale time',
      (queryClient: QueryClient) => {
        const key = hotelKeys.byRegion(1);
        queryClient.setQueryData(key, queryClient.getQueryData(key), { updatedAt: Date.now() - 31_000 });
      },
    ],
  ])('is asked of the server when %s', async (_, ageList) => {
    const { queryClient } = await withRegionOneListed();
    ageList(queryClient);
    const recorded = recordRequests();

    expect(await queryClient.fetchQuery(hotelQuery(2, queryClient))).toMatchObject({ hotel_id: 2, hotel_name: 'Konyaalti Bay Hotel' });
    expect(hotelRequestIds(recorded)).toEqual(['2']);
  });

  it('is asked of the server when no list holds it', async () => {
    const { queryClient } = await withRegionOneListed();
    const recorded = recordRequests();

    expect(await queryClient.fetchQuery(hotelQuery(999, queryClient))).toBeNull();
    expect(hotelRequestIds(recorded)).toEqual(['999']);
  });
});
