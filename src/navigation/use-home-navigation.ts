import type { HistoryState } from '@tanstack/history';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { mayLeavePendingWork } from '@/shared/unsaved-changes/pending-work';
import { hotelListViewOf, type DetailTab, type HomeSearch, type HotelListView } from './view-state';

/** What the hotel search shows: its text, region and status (an empty or absent value shows all). */
export type SearchCriteria = Pick<HomeSearch, 'q' | 'searchRegion' | 'searchStatus'>;

declare module '@tanstack/history' {
  interface HistoryState {
    /** The address a pane was opened from: going back there is then a real Back, not a new entry. */
    openedFrom?: string;
    /** The tabs chosen since the pane was opened, each a step of Back to go back over as well. */
    tabSteps?: number;
  }
}

/**
 * A change within the view on screen (the search's text and filters):
 * replaced, so Back skips it, and not scrolled to the top, away from the control just used.
 */
const IN_PLACE = { replace: true, resetScroll: false } as const;

/** After a save nothing is lost, so leaving does not ask; before one, the leave guard may. */
type Leaving = { saved?: boolean };

/** The hotels of a region; the welcome view when no region is known. */
export const hotelListOf = (regionId: number | undefined): HomeSearch =>
  regionId ? { view: 'HOTEL_LIST', regionId } : {};

/** The hotels of `regionId` (by default the address's region) in the order and filters brought along to the hotel. */
export const hotelListBackFrom =
  (regionId?: number) =>
  (previous: HomeSearch): HomeSearch => ({ ...hotelListOf(regionId ?? previous.regionId), ...hotelListViewOf(previous) });

/**
 * A `<Link>`'s options to a hotel's pane (a new hotel's form without an id): the region, order and
 * filters come along for Back, and the address it was opened from is remembered (see `leaveTo`).
 */
export function useHotelPaneLink() {
  const router = useRouter();
  return useCallback(
    (view: 'HOTEL_DETAIL' | 'HOTEL_MANAGE', hotelId?: number) =>
      ({
        to: '/homePage',
        from: '/homePage',
        search: (previous: HomeSearch): HomeSearch => ({ view, regionId: previous.regionId, hotelId, ...hotelListViewOf(previous) }),
        state: () => ({ openedFrom: router.state.location.href }),
      }) as const,
    [router],
  );
}

/**
 * A detail tab's address: the same hotel with the tab chosen, a step of Back that returns to the tab
 * chosen before (the strip's arrows only move the focus, so each step is a deliberate choice). The
 * page stays scrolled where the strip is; where the pane was opened from comes along, one step further back.
 */
export const detailTabLink = (tab: DetailTab) =>
  ({
    to: '/homePage',
    from: '/homePage',
    search: (previous: HomeSearch) => ({ ...previous, tab }),
    state: ({ openedFrom, tabSteps = 0 }: HistoryState) => ({ openedFrom, tabSteps: tabSteps + 1 }),
    resetScroll: false,
  }) as const;

/** The router renders a failed load itself; only a navigation that could not run at all is left to log. */
const inBackground = (transition: Promise<unknown>) =>
  void transition.catch((error: unknown) => console.error('Navigation failed', error));

/** The transitions between the main screen's view modes (docs/product.md, Views), as URL changes. */
export function useHomeNavigation() {
  const navigate = useNavigate({ from: '/homePage' });
  const router = useRouter();
  return useMemo(() => {
    const openedFromHere = () => ({ openedFrom: router.state.location.href });

    // A Back started here asks itself: not every history runs the leave guard for it (only the
    // browser's own Back button does), and after a save there is nothing to ask about. The tabs
    // chosen since are stepped over too.
    const goBack = async ({ saved = false }: Leaving = {}) => {
      if (!saved && !(await mayLeavePendingWork())) return;
      router.history.go(-1 - (router.state.location.state.tabSteps ?? 0), { ignoreBlocker: true });
    };

    // Opened from exactly `search`: a real Back, so history holds no duplicate. Otherwise the pane's
    // entry is replaced, so Back returns to where the admin was before it (a search with its results).
    const leaveTo = (search: HomeSearch, { saved = false }: Leaving = {}) => {
      const target = router.buildLocation({ to: '/homePage', search });
      if (router.state.location.state.openedFrom === target.href) inBackground(goBack({ saved }));
      else inBackground(navigate({ search, replace: true, ignoreBlocker: saved }));
    };

    return {
      /** Edit a region (it becomes the selected one), or add one when no id is given. */
      manageRegion: (regionId?: number) =>
        inBackground(navigate({ search: { view: 'REGION_MANAGE', regionId }, state: openedFromHere() })),
      /** From a region just created to its edit form, so beaches can be added at once. */
      editNewRegion: (regionId: number) =>
        inBackground(navigate({ search: { view: 'REGION_MANAGE', regionId }, replace: true, ignoreBlocker: true })),
      /** The welcome view: the way out of a region or hotel that does not exist. */
      goHome: () => inBackground(navigate({ search: {} })),
      /** The welcome view in place of the pane left: after deleting its region, nothing there is left to save. */
      leaveToHome: (leaving?: Leaving) => leaveTo({}, leaving),
      /** The search's text and filters are part of the address, replaced per change so Back skips the typing. */
      setSearchCriteria: ({ q, searchRegion, searchStatus }: SearchCriteria) =>
        inBackground(navigate({ search: { view: 'HOTEL_SEARCH', q: q || undefined, searchRegion, searchStatus }, ...IN_PLACE })),
      /** Back to a region's hotels; `regionId` defaults to the selected region. */
      backToList: (regionId?: number, leaving?: Leaving) =>
        leaveTo(hotelListBackFrom(regionId)(router.state.location.search), leaving),
      /**
       * The hotel list's order and filters: each is a deliberate choice, so it is a step of Back that
       * undoes it; the page stays scrolled where the control is.
       */
      setHotelListView: (listView: HotelListView) =>
        inBackground(navigate({ search: (previous) => ({ ...previous, ...listView }), resetScroll: false })),
      /** Out of a form without saving: where the admin was before it, else the selected region's hotels. */
      cancelForm: (fallbackRegionId?: number) => {
        const { openedFrom } = router.state.location.state;
        if (openedFrom) inBackground(goBack());
        else leaveTo(hotelListOf(fallbackRegionId ?? router.state.location.search.regionId));
      },
    };
  }, [navigate, router]);
}
