import { render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DraftNotice } from '@/shared/drafts/draft-notice';
import { clearDraft, DRAFT_SAVE_DELAY_MS, readDraft, useDraftAutosave } from '@/shared/drafts/drafts';

type Values = { title: string; text: string; urgent: boolean };
const blank: Values = { title: '', text: '', urgent: false };
const KEY = 'note:1';
const STORED_KEY = 'draft:note:1';

const TAB_ID_KEY = 'drafts:tab-id';

const stored = () => localStorage.getItem(STORED_KEY);
const store = (value: string) => localStorage.setItem(STORED_KEY, value);
/** The drafts stored under the key, by tab id. */
const storedTabs = () => (JSON.parse(stored() ?? '{"tabs": {}}') as { tabs: Record<string, { values: Values; at: number }> }).tabs;
const storedValues = (tab: string) => storedTabs()[tab]?.values;
/** The tabs are simulated by the id each keeps in sessionStorage. */
const inTab = (tab: string) => sessionStorage.setItem(TAB_ID_KEY, tab);
const storeTabs = (tabs: Record<string, { values: Values; at: number }>) => store(JSON.stringify({ tabs }));

beforeEach(() => inTab('tab-a'));

describe('readDraft', () => {
  it('returns a draft with exactly the blank form’s fields and types', () => {
    store(JSON.stringify({ title: 'Акция', text: '', urgent: true }));
    expect(readDraft(KEY, blank)).toEqual({ title: 'Акция', text: '', urgent: true });
    expect(stored()).not.toBeNull();
  });

  it('returns nothing when no draft is stored', () => {
    expect(readDraft(KEY, blank)).toBeUndefined();
  });

  it.each([
    ['unreadable JSON', '{"title": "Ак'],
    ['not an object', '"Акция"'],
    ['an array', '["Акция", "", false]'],
    ['null', 'null'],
    ['a missing field', JSON.stringify({ title: 'Акция', text: '' })],
    ['an extra field', JSON.stringify({ title: 'Акция', text: '', urgent: false, hotel: 1 })],
    ['a field of another type', JSON.stringify({ title: 'Акция', text: 5, urgent: false })],
  ])('drops %s and returns nothing', (_, text) => {
    store(text);
    expect(readDraft(KEY, blank)).toBeUndefined();
    expect(stored()).toBeNull();
  });

  it('carries on without a draft when storage refuses access', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readDraft(KEY, blank)).toBeUndefined();
  });
});

describe('useDraftAutosave', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  const autosave = (key: string | null, initial: Values) =>
    renderHook(({ values }: { values: Values }) => useDraftAutosave(key, values, blank), {
      initialProps: { values: initial },
    });

  it('saves once the typing pauses, with the latest values', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const hook = autosave(KEY, blank);
    hook.rerender({ values: { ...blank, title: 'А' } });
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS - 100);
    hook.rerender({ values: { ...blank, title: 'Ак' } });
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS - 100);
    hook.rerender({ values: { ...blank, title: 'Акция' } });
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS - 1);
    expect(stored()).toBeNull();

    vi.advanceTimersByTime(1);
    expect(storedValues('tab-a')).toEqual({ title: 'Акция', text: '', urgent: false });
    expect(setItem).toHaveBeenCalledTimes(1);
  });

  it('removes the draft as soon as the form is blank again', () => {
    const hook = autosave(KEY, { ...blank, text: 'Текст' });
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    expect(stored()).not.toBeNull();

    hook.rerender({ values: blank });
    expect(stored()).toBeNull();
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    expect(stored()).toBeNull();
  });

  it('keeps no draft without a key', () => {
    autosave(null, { ...blank, title: 'Правка' });
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    expect(localStorage.length).toBe(0);
  });

  it('writes the last keystrokes at once when the form goes away or the page is hidden', () => {
    const first = autosave(KEY, { ...blank, title: 'До закрытия' });
    window.dispatchEvent(new Event('pagehide'));
    expect(storedValues('tab-a')).toMatchObject({ title: 'До закрытия' });

    first.rerender({ values: { ...blank, title: 'До ухода' } });
    first.unmount();
    expect(storedValues('tab-a')).toMatchObject({ title: 'До ухода' });
  });

  it('clearDraft also cancels a save still waiting', () => {
    const hook = autosave(KEY, { ...blank, title: 'Отправлено' });
    clearDraft(KEY);
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    hook.unmount();
    expect(stored()).toBeNull();
  });

  it('carries on when storage refuses to write', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const hook = autosave(KEY, { ...blank, title: 'Не поместится' });
    expect(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS)).not.toThrow();
    expect(() => hook.unmount()).not.toThrow();
    expect(stored()).toBeNull();
  });
});

describe('drafts of several tabs on one form', () => {
  const typedInA: Values = { title: 'Из вкладки A', text: '', urgent: false };
  const typedInB: Values = { title: 'Из вкладки B', text: 'Текст', urgent: true };

  /** Types `values` into the form in `tab` and closes it, which writes the draft at once. */
  const typeAndClose = (tab: string, values: Values) => {
    inTab(tab);
    renderHook(() => useDraftAutosave(KEY, values, blank)).unmount();
  };

  it('keeps each tab’s own draft, and each tab reads its own back', () => {
    typeAndClose('tab-a', typedInA);
    typeAndClose('tab-b', typedInB);
    expect(Object.keys(storedTabs())).toEqual(['tab-a', 'tab-b']);

    inTab('tab-a');
    expect(readDraft(KEY, blank)).toEqual(typedInA);
    inTab('tab-b');
    expect(readDraft(KEY, blank)).toEqual(typedInB);
  });

  it('clears only the tab’s own draft, and the item with the last one', () => {
    storeTabs({ 'tab-a': { values: typedInA, at: 1 }, 'tab-b': { values: typedInB, at: 2 } });
    inTab('tab-b');
    clearDraft(KEY);
    expect(Object.keys(storedTabs())).toEqual(['tab-a']);
    inTab('tab-a');
    expect(readDraft(KEY, blank)).toEqual(typedInA);

    clearDraft(KEY);
    expect(stored()).toBeNull();
  });

  it('gives a new tab the newest draft another tab left, which moves to the new tab', () => {
    storeTabs({
      older: { values: typedInA, at: 1 },
      newer: { values: typedInB, at: 2 },
      broken: { values: { title: 'Без полей' } as unknown as Values, at: 3 },
    });
    inTab('tab-c');
    expect(readDraft(KEY, blank)).toEqual(typedInB);
    expect(storedTabs()).toEqual({ older: { values: typedInA, at: 1 }, 'tab-c': { values: typedInB, at: 2 } });
  });

  it('brings back a draft stored before drafts were kept per tab, as the reading tab’s', () => {
    store(JSON.stringify(typedInB));
    inTab('tab-c');
    expect(readDraft(KEY, blank)).toEqual(typedInB);
    expect(storedTabs()).toEqual({ 'tab-c': { values: typedInB, at: 0 } });
  });

  it('writes its draft again when another tab has taken it up while its form is open', () => {
    vi.useFakeTimers();
    const form = renderHook(() => useDraftAutosave(KEY, typedInA, blank));
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    vi.useRealTimers();
    // Tab B opens the same form and takes up tab A's draft, as in readDraft.
    storeTabs({ 'tab-b': { values: typedInA, at: 1 } });
    window.dispatchEvent(new StorageEvent('storage', { key: STORED_KEY }));
    expect(storedValues('tab-a')).toEqual(typedInA);
    expect(storedValues('tab-b')).toEqual(typedInA);

    // Once saved (cleared), the draft stays gone whatever another tab does.
    clearDraft(KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: STORED_KEY }));
    expect(Object.keys(storedTabs())).toEqual(['tab-b']);
    form.unmount();
    expect(Object.keys(storedTabs())).toEqual(['tab-b']);
  });

  it('keeps the tab’s drafts apart for as long as the page lives when sessionStorage refuses access', () => {
    const getItem = Storage.prototype.getItem;
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(function (this: Storage, name: string) {
      if (this === sessionStorage) throw new DOMException('denied', 'SecurityError');
      return getItem.call(this, name);
    });
    storeTabs({ other: { values: typedInB, at: 1 } });
    renderHook(() => useDraftAutosave(KEY, typedInA, blank)).unmount();
    expect(readDraft(KEY, blank)).toEqual(typedInA);
    expect(storedValues('other')).toEqual(typedInB);
  });
});

describe('DraftNotice', () => {
  it('says the draft was restored and offers to delete it', async () => {
    const onDiscard = vi.fn();
    render(<DraftNotice onDiscard={onDiscard} />);
    expect(screen.getByRole('status')).toHaveTextContent('Черновик восстановлен');
    await userEvent.click(screen.getByRole('button', { name: 'Удалить черновик' }));
    expect(onDiscard).toHaveBeenCalledTimes(1);
  });
});
