/**
 * How a form's drafts are stored: `draft:<key>` holds each tab's by tab id (record 0026),
 * `{ "tabs": { "<tab id>": { "values": {…}, "at": <ms> } } }`. Every change reads the item and writes
 * back only its own tab's entry, so another tab's written meanwhile stays.
 */

/** One tab's draft, unchecked, and when it was written: a tab without its own takes up the newest. */
export type DraftEntry = { values: unknown; at: number };
/** The entries of one key, by tab id. */
export type DraftEntries = Map<string, DraftEntry>;

export const storageKeyOf = (key: string): string => `draft:${key}`;

// Drafts written before they were kept per tab are a bare values record. They are read as the
// draft of a tab long gone, written at 0, so that the next tab to open the form takes them up.
const EARLIER_TAB = 'earlier';

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The entries in a stored item; none from unreadable JSON, so that it goes on the next write. */
function parse(text: string): DraftEntries {
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return new Map();
  }
  if (!isRecord(stored)) return new Map();
  // A form's value is text or a checkbox, so a bare values record has no object under `tabs`.
  if (!isRecord(stored.tabs)) return new Map([[EARLIER_TAB, { values: stored, at: 0 }]]);
  const entries = Object.entries(stored.tabs).flatMap(([tab, entry]): [string, DraftEntry][] =>
    isRecord(entry) && typeof entry.at === 'number' ? [[tab, { values: entry.values, at: entry.at }]] : [],
  );
  return new Map(entries);
}

/**
 * Reads the entries under `key`, lets `change` alter them and stores the result if it differs from
 * what was there (the item goes once no entry is left); returns what `change` returns. Storage may
 * be missing or refuse access (private mode, a full quota, a sandboxed webview): a draft is a
 * convenience, so the form simply carries on without it, and this returns undefined.
 */
export function updateEntries<Result>(key: string, change: (entries: DraftEntries) => Result): Result | undefined {
  try {
    const name = storageKeyOf(key);
    const text = localStorage.getItem(name);
    const entries = text === null ? new Map<string, DraftEntry>() : parse(text);
    const result = change(entries);
    const next = entries.size === 0 ? null : JSON.stringify({ tabs: Object.fromEntries(entries) });
    if (next === null && text !== null) localStorage.removeItem(name);
    else if (next !== null && next !== text) localStorage.setItem(name, next);
    return result;
  } catch {
    return undefined;
  }
}
