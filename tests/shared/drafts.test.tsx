import { render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DraftNotice } from '@/shared/drafts/draft-notice';
import { clearDraft, DRAFT_SAVE_DELAY_MS, readDraft, useDraftAutosave } from '@/shared/drafts/drafts';

type Values = { title: string; text: string; urgent: boolean };
const blank: Values = { title: '', text: '', urgent: false };
const KEY = 'note:1';
const STORED_KEY = 'draft:note:1';

const stored = () => localStorage.getItem(STORED_KEY);
const store = (value: string) => localStorage.setItem(STORED_KEY, value);

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
    expect(JSON.parse(stored()!)).toEqual({ title: 'Акция', text: '', urgent: false });
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
    expect(JSON.parse(stored()!)).toMatchObject({ title: 'До закрытия' });

    first.rerender({ values: { ...blank, title: 'До ухода' } });
    first.unmount();
    expect(JSON.parse(stored()!)).toMatchObject({ title: 'До ухода' });
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

describe('DraftNotice', () => {
  it('says the draft was restored and offers to delete it', async () => {
    const onDiscard = vi.fn();
    render(<DraftNotice onDiscard={onDiscard} />);
    expect(screen.getByRole('status')).toHaveTextContent('Черновик восстановлен');
    await userEvent.click(screen.getByRole('button', { name: 'Удалить черновик' }));
    expect(onDiscard).toHaveBeenCalledTimes(1);
  });
});
