import * as z from 'zod/mini';

export const VIEW_MODES = ['NONE', 'HOTEL_LIST', 'REGION_MANAGE', 'HOTEL_MANAGE', 'HOTEL_DETAIL', 'HOTEL_SEARCH'] as const;

/**
 * The hotel detail's tabs as the address names them, in the strip's order; all else about a tab is
 * its entry in src/features/hotel-detail/detail-tab-registry.ts.
 */
export const DETAIL_TABS = ['rooms', 'news', 'photo', 'video', 'reels'] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];

/** How long a new view keeps the old screen up while its data and code come (and a cold start its shell). */
export const VIEW_PENDING_MS = 300;

const optionalId = z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined);

/** The status filter of the hotel search and of a region's hotel list; absent, every hotel shows. */
export const HOTEL_STATUSES = ['active', 'inactive'] as const;
export type HotelStatus = (typeof HOTEL_STATUSES)[number];
export const HOTEL_STATUS_LABELS: Record<HotelStatus, string> = { active: 'Активные', inactive: 'Неактивные' };

/** A region's hotel list's orders: hotels have no weight (docs/product.md, Entities), so by name or by stars. */
export const HOTEL_SORTS = ['name', 'stars-desc', 'stars-asc'] as const;
export type HotelSort = (typeof HOTEL_SORTS)[number];

/**
 * The main screen's state lives in the URL so a reload, a shared link and the browser's back keep
 * the admin where they were. A malformed value falls back instead of breaking the page.
 */
export const homeSearchSchema = z.object({
  view: z.catch(z.optional(z.enum(VIEW_MODES)), undefined),
  regionId: optionalId,
  hotelId: optionalId,
  tab: z.catch(z.optional(z.enum(DETAIL_TABS)), undefined),
  /** The hotel search's text and filters, so Back from a hotel and a reload keep the results. */
  q: z.catch(z.optional(z.string()), undefined),
  searchRegion: optionalId,
  searchStatus: z.catch(z.optional(z.enum(HOTEL_STATUSES)), undefined),
  /** The hotel list's order (absent: by name) and filters (absent: all), kept for Back and a reload. */
  hotelSort: z.catch(z.optional(z.enum(HOTEL_SORTS)), undefined),
  hotelStatus: z.catch(z.optional(z.enum(HOTEL_STATUSES)), undefined),
  hotelStars: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(5))), undefined),
});

export type HomeSearch = z.infer<typeof homeSearchSchema>;

export type HotelListView = Pick<HomeSearch, 'hotelSort' | 'hotelStatus' | 'hotelStars'>;

/** The hotel list's order and filters in `search`, only those set, to carry them to and from a hotel. */
export const hotelListViewOf = ({ hotelSort, hotelStatus, hotelStars }: HomeSearch): HotelListView => ({
  ...(hotelSort ? { hotelSort } : {}),
  ...(hotelStatus ? { hotelStatus } : {}),
  ...(hotelStars ? { hotelStars } : {}),
});

export const isFiltered = ({ hotelStatus, hotelStars }: HotelListView) => hotelStatus !== undefined || hotelStars !== undefined;

/** Whether a region's list shows its hotels as they arrive: by name, none filtered out. */
export const showsArrivalOrder = (view: HotelListView) => (view.hotelSort ?? 'name') === 'name' && !isFiltered(view);
