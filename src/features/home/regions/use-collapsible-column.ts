import { useCallback, useEffect, useId, useRef, useState } from 'react';

const COLLAPSED_STORAGE_KEY = 'regionsColumnCollapsed';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

function storeCollapsed(collapsed: boolean): void {
  try {
    localStorage.setItem(COLLAPSED_STORAGE_KEY, String(collapsed));
  } catch {
    // Storage can be blocked (private mode, strict webviews): the choice then lasts for this visit.
  }
}

/**
 * Whether the regions column is collapsed, remembered across reloads. Collapsing swaps the pressed
 * control for another one (the rail, or the list's header), so keyboard focus is moved to the
 * toggle that replaces it instead of falling back to the page: give both toggles `toggleId`.
 */
export function useCollapsibleColumn() {
  const [collapsed, setCollapsedState] = useState(readCollapsed);
  const toggleId = useId();
  const refocusToggle = useRef(false);

  useEffect(() => {
    if (!refocusToggle.current) return;
    refocusToggle.current = false;
    document.getElementById(toggleId)?.focus();
  }, [collapsed, toggleId]);

  const setCollapsed = useCallback((next: boolean) => {
    refocusToggle.current = true;
    setCollapsedState(next);
    storeCollapsed(next);
  }, []);

  return { collapsed, setCollapsed, toggleId };
}
