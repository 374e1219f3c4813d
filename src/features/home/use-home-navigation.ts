import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { DetailTab } from './view-state';

/** The transitions of SPEC.md §4 between the main screen's view modes, as URL changes. */
export function useHomeNavigation() {
  const navigate = useNavigate({ from: '/homePage' });
  return useMemo(
    () => ({
      /** To HOTEL_LIST; a previously chosen hotel is dropped. */
      selectRegion: (regionId: number) => navigate({ search: { view: 'HOTEL_LIST', regionId } }),
      /** Edit a region (it becomes the selected one), or add one when no id is given. */
      manageRegion: (regionId?: number) => navigate({ search: { view: 'REGION_MANAGE', regionId } }),
      /** Edit a hotel, or create one in the selected region when no id is given. */
      manageHotel: (hotelId?: number) =>
        navigate({ search: (previous) => ({ view: 'HOTEL_MANAGE', regionId: previous.regionId, hotelId }) }),
      openHotel: (hotelId: number) =>
        navigate({ search: (previous) => ({ view: 'HOTEL_DETAIL', regionId: previous.regionId, hotelId }) }),
      selectTab: (tab: DetailTab) => navigate({ search: (previous) => ({ ...previous, tab }), replace: true }),
      /** To HOTEL_SEARCH; region and hotel are cleared. */
      findHotel: () => navigate({ search: { view: 'HOTEL_SEARCH' } }),
      /** Back to the selected region's hotels, or to the welcome view when none is selected. */
      backToList: () =>
        navigate({ search: (previous) => (previous.regionId ? { view: 'HOTEL_LIST', regionId: previous.regionId } : {}) }),
    }),
    [navigate],
  );
}

export type HomeNavigation = ReturnType<typeof useHomeNavigation>;
