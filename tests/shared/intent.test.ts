import { describe, expect, it, vi } from 'vitest';
import { intent, listenForIntent } from '@/shared/preload/intent';

/** A page of its own per test (the listener stays for a page's life), with two marked buttons. */
function page() {
  const doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML = `
    <button id="edit-7" ${attributes(intent('edit-hotel', 7))}><svg><path id="icon-7"></path></svg></button>
    <button id="edit-8" ${attributes(intent('edit-hotel', 8))}>8</button>
    <button id="tab" ${attributes(intent('hotel-tab', 'photo'))}>Фото</button>
    <button id="plain">Без подготовки</button>`;
  const preloadForm = vi.fn();
  const preloadTab = vi.fn();
  const stop = listenForIntent({ 'edit-hotel': preloadForm, 'hotel-tab': preloadTab }, doc);
  const fire = (id: string, type: string) => doc.getElementById(id)!.dispatchEvent(new Event(type, { bubbles: true }));
  return { fire, preloadForm, preloadTab, stop };
}

const attributes = (marks: Record<string, string>) =>
  Object.entries(marks)
    .map(([name, value]) => `${name}="${value}"`)
    .join(' ');

describe('preloading on intent', () => {
  it('runs the preloader of a marked control when a pointer comes over it, even over its icon', () => {
    const { fire, preloadForm, preloadTab } = page();
    fire('icon-7', 'pointerover');
    expect(preloadForm).toHaveBeenCalledWith('7');
    expect(preloadTab).not.toHaveBeenCalled();
  });

  it('on a touch and on the focus too, each with its own value', () => {
    const { fire, preloadForm, preloadTab } = page();
    fire('edit-8', 'touchstart');
    fire('tab', 'focusin');
    expect(preloadForm).toHaveBeenCalledWith('8');
    expect(preloadTab).toHaveBeenCalledWith('photo');
  });

  it('asks once while the pointer moves about the same control, and again when it comes back', () => {
    const { fire, preloadForm } = page();
    fire('edit-7', 'pointerover');
    fire('icon-7', 'pointerover');
    expect(preloadForm).toHaveBeenCalledTimes(1);
    fire('edit-8', 'pointerover');
    fire('edit-7', 'pointerover');
    expect(preloadForm.mock.calls).toEqual([['7'], ['8'], ['7']]);
  });

  it('ignores unmarked controls, and everything while offline', () => {
    const { fire, preloadForm } = page();
    fire('plain', 'pointerover');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fire('edit-7', 'pointerover');
    expect(preloadForm).not.toHaveBeenCalled();
  });

  it('stops listening when told to', () => {
    const { fire, preloadForm, stop } = page();
    stop();
    fire('edit-7', 'pointerover');
    fire('edit-8', 'touchstart');
    expect(preloadForm).not.toHaveBeenCalled();
  });
});
