import { useEffect, useId, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { matchesMedia } from '@/shared/layout/use-media-query';

const COLLAPSED_STORAGE_KEY = 'regionsColumnCollapsed';
/** Keep equal to the breakpoint of regions-column.module.css and home-page.module.css. */
const PHONE_LAYOUT_QUERY = '(max-width: 720px)';

/** jsdom and some old webviews have no matchMedia; they get the desktop behaviour. */
const isPhoneLayout = () => matchesMedia(PHONE_LAYOUT_QUERY);

// Where the state lives when storage is blocked (private mode, strict webviews); null until chosen.
let collapsedInMemory: boolean | null = null;
const listeners = new Set<() => void>();

/** The state last chosen on this device, or null if it never was. */
function readChoice(): boolean | null {
  try {
    const stored = localStorage.getItem(COLLAPSED_STORAGE_KEY);
    return stored === null ? null : stored === 'true';
  } catch {
    return collapsedInMemory;
  }
}

/** One state for the page: the column's own toggles and the footer's actions both change it. */
const readCollapsed = () => readChoice() ?? false;

function storeCollapsed(next: boolean): void {
  collapsedInMemory = next;
  try {
    localStorage.setItem(COLLAPSED_STORAGE_KEY, String(next));
  } catch {
    // Blocked storage: the choice lasts for this visit.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * On a phone the column sits above the pane: once the admin has picked something to open (a
 * region, the search, a new hotel), fold it so the pane shows, from its top.
 */
export function foldRegionsOnPhone(): void {
  if (!isPhoneLayout()) return;
  if (!readCollapsed()) storeCollapsed(true);
  if (window.scrollY > 0) window.scrollTo({ top: 0 });
}

/**
 * A phone's first visit that lands straight on a pane (a link from another admin) starts with the
 * column folded, as a pick in it would have left it; a state the admin chose before is kept.
 */
export function useFoldRegionsOnLanding(landsOnPane: boolean): void {
  const landed = useRef(landsOnPane);
  // Before the first paint, so the unfolded column never flashes.
  useLayoutEffect(() => {
    if (landed.current && isPhoneLayout() && readChoice() === null) storeCollapsed(true);
  }, []);
}

/**
 * Whether the regions column is collapsed, remembered across reloads. Collapsing swaps the pressed
 * toggle for another (the rail, or the list's header), which takes the focus: give both `toggleId`.
 */
export function useCollapsibleColumn() {
  const isCollapsed = useSyncExternalStore(subscribe, readCollapsed);
  const toggleId = useId();
  const refocusToggle = useRef(false);

  useEffect(() => {
    if (!refocusToggle.current) return;
    refocusToggle.current = false;
    document.getElementById(toggleId)?.focus();
  }, [isCollapsed, toggleId]);

  const setCollapsed = (next: boolean) => {
    refocusToggle.current = true;
    storeCollapsed(next);
  };
  return { collapsed: isCollapsed, setCollapsed, toggleId };
}
