import { render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from '@/shared/preload/lazy-with-preload';

const Notice = () => <p role="status">Отель сохранён</p>;

/** A chunk whose arrival the test decides. */
function controlledChunk() {
  const settle: { come: (component: ComponentType) => void; fail: (error: Error) => void } = { come: () => undefined, fail: () => undefined };
  const load = vi.fn(
    () =>
      new Promise<ComponentType>((resolve, reject) => {
        settle.come = resolve;
        settle.fail = reject;
      }),
  );
  return { load, settle };
}

function hostOf(part: ReturnType<typeof lazyWithPreload<object>>, onFailure?: (error: unknown) => void) {
  return function Host({ wanted }: { wanted: boolean }) {
    return part.useReady(wanted, onFailure) ? <part.Component /> : null;
  };
}

describe('a part drawn only while it has something to show', () => {
  it('fetches nothing until wanted, then draws the part once its code has come', async () => {
    const { load, settle } = controlledChunk();
    const Host = hostOf(lazyWithPreload(load));
    const { rerender } = render(<Host wanted={false} />);
    expect(load).not.toHaveBeenCalled();

    rerender(<Host wanted />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).toBeNull();
    settle.come(Notice);
    expect(await screen.findByRole('status')).toHaveTextContent('Отель сохранён');
  });

  it('draws a part fetched ahead in the very render that wants it', async () => {
    const { load, settle } = controlledChunk();
    const part = lazyWithPreload(load);
    const preloaded = part.preload();
    settle.come(Notice);
    await preloaded;

    const Host = hostOf(part);
    render(<Host wanted />);
    expect(screen.getByRole('status')).toHaveTextContent('Отель сохранён');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports a fetch that failed, and tries again the next time the part is wanted', async () => {
    const { load, settle } = controlledChunk();
    const onFailure = vi.fn();
    const Host = hostOf(lazyWithPreload(load), onFailure);
    const { rerender } = render(<Host wanted />);
    settle.fail(new Error('offline'));
    await waitFor(() => expect(onFailure).toHaveBeenCalledWith(new Error('offline')));
    expect(screen.queryByRole('status')).toBeNull();

    rerender(<Host wanted={false} />);
    rerender(<Host wanted />);
    expect(load).toHaveBeenCalledTimes(2);
    settle.come(Notice);
    expect(await screen.findByRole('status')).toHaveTextContent('Отель сохранён');
  });
});
