/**
 * This tab's id, keeping its drafts apart from another tab's on the same form (record 0026). In
 * sessionStorage: a reload keeps it, a new tab or a reopened panel gets a new one.
 */
const TAB_ID_KEY = 'drafts:tab-id';

// randomUUID exists only in a secure context; the panel opened over plain http (a phone on the
// development server by its network address) still needs an id that no other tab has.
const newId = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The id this page stores, and keeps for itself when sessionStorage refuses access. */
let pageId: string | undefined;

export function tabId(): string {
  pageId ??= newId();
  try {
    const stored = sessionStorage.getItem(TAB_ID_KEY);
    if (stored !== null) return stored;
    sessionStorage.setItem(TAB_ID_KEY, pageId);
  } catch {
    // Without sessionStorage the id lasts as long as the page: a reload starts a new tab's drafts,
    // and the one left behind is taken up as another tab's.
  }
  return pageId;
}
