import type { QueryKey } from '@tanstack/react-query';

/**
 * What a query or mutation declares about its failures, so that one place (the query client's
 * caches) logs and toasts them the same way on every screen.
 */
export type FailureMeta = {
  failure?: {
    /** The console line naming what failed. */
    log: string;
    /** The toast of docs/product.md, Errors; without one the failure is only logged (as for a region's hotels). */
    toast?: string;
    /**
     * Toast only when data already on screen fails to refresh: a first load's failure is the
     * screen's to handle (the regions send the admin to /error).
     */
    onlyWhenShown?: boolean;
  };
  /** Fetched by a route's loader for the screen it opens: its failure is reported before the screen observes it. */
  forScreen?: boolean;
  /** Lists to refetch when the server answers 404: an item another admin deleted must disappear. */
  refetchOnNotFound?: QueryKey;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: FailureMeta;
    mutationMeta: FailureMeta;
  }
}
