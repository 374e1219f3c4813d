import * as z from 'zod/mini';

export const VIEW_MODES = ['NONE', 'HOTEL_LIST', 'REGION_MANAGE', 'HOTEL_MANAGE', 'HOTEL_DETAIL', 'HOTEL_SEARCH'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

export const DETAIL_TABS = ['rooms', 'news', 'photo', 'video', 'reels'] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];

const optionalId = z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined);

/**
 * The main screen's state lives in the URL so a reload, a shared link and the browser's back keep
 * the admin where they were. A malformed value falls back instead of breaking the page.
 */
export const homeSearchSchema = z.object({
  view: z.catch(z.optional(z.enum(VIEW_MODES)), undefined),
  regionId: optionalId,
  hotelId: optionalId,
  tab: z.catch(z.optional(z.enum(DETAIL_TABS)), undefined),
  /** The hotel search's text, so Back from a hotel and a reload keep the results. */
  q: z.catch(z.optional(z.string()), undefined),
});

export type HomeSearch = z.infer<typeof homeSearchSchema>;
