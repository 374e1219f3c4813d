// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { UploadOptions } from '@/api/uploader';
import type { PreparedUpload } from '@/features/media/upload-file-check';
import { MAX_PARALLEL_UPLOADS, UploadQueue, nameFromFile, type QueuedUpload } from '@/features/media/upload-queue';

const file = (name: string, type = 'image/jpeg', bytes = 1000) => new File([new Uint8Array(bytes)], name, { type });

type Sent = { name: string; file: File; options: UploadOptions; resolve: () => void; reject: (error: Error) => void };

/** A queue whose uploads wait for the test to answer them, and whose photos are prepared at once. */
function queueWith({ prepare }: { prepare?: (file: File) => Promise<PreparedUpload> } = {}) {
  const sent: Sent[] = [];
  const cancelled: string[] = [];
  const batches: number[] = [];
  const queue = new UploadQueue(
    {
      refusalOf: (picked) => (picked.type.startsWith('image/') ? undefined : 'Это не изображение: выберите файл фото.'),
      prepare: prepare ?? ((picked) => Promise.resolve({ file: picked })),
      nameRequired: 'Укажите название фото!',
      onCancelled: (upload) => cancelled.push(upload.file.name),
      onBatchSent: (count) => batches.push(count),
    },
    (name, picked, options) =>
      new Promise<void>((resolve, reject) => {
        sent.push({ name, file: picked, options, resolve, reject });
        options.signal?.addEventListener('abort', () => reject(new DOMException('Загрузка отменена', 'AbortError')));
      }),
  );
  const rows = () => queue.getSnapshot().map(({ file: picked, name, status }) => ({ file: picked.name, name, status }));
  const keyOf = (name: string) => queue.getSnapshot().find((upload) => upload.file.name === name)!.key;
  return { queue, sent, cancelled, batches, rows, keyOf };
}

/** Lets the queue's promise chains run (its uploads are answered by hand, nothing else waits). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('nameFromFile', () => {
  it('drops the extension only', () => {
    expect(nameFromFile('IMG_4512.JPG')).toBe('IMG_4512');
    expect(nameFromFile('Вид.на.море.jpeg')).toBe('Вид.на.море');
    expect(nameFromFile('.hidden')).toBe('.hidden');
    expect(nameFromFile('без расширения')).toBe('без расширения');
  });
});

describe('the upload queue', () => {
  it('lists picked files ready, named after them, and refuses a wrong type at once', () => {
    const { queue, rows } = queueWith();
    queue.add([file('sea.jpg'), file('price.pdf', 'application/pdf')]);
    expect(rows()).toEqual([
      { file: 'sea.jpg', name: 'sea', status: 'ready' },
      { file: 'price.pdf', name: 'price', status: 'refused' },
    ]);
    expect(queue.getSnapshot()[1]?.problem).toBe('Это не изображение: выберите файл фото.');
  });

  it(`sends ${MAX_PARALLEL_UPLOADS} at a time, in order, each under the name it had when it started`, async () => {
    const { queue, sent, rows, keyOf, batches } = queueWith();
    queue.add([file('a.jpg'), file('b.jpg'), file('c.jpg')]);
    queue.rename(keyOf('c.jpg'), '  Терраса  ');
    queue.startAll();
    await settle();

    expect(sent.map((upload) => upload.name)).toEqual(['a', 'b']);
    expect(rows().map((row) => row.status)).toEqual(['sending', 'sending', 'waiting']);
    // Still editable while it waits its turn.
    queue.rename(keyOf('c.jpg'), 'Терраса у моря');

    sent[0]!.options.onProgress?.(40);
    expect(queue.getSnapshot()[0]?.progress).toBe(40);
    sent[0]!.resolve();
    await settle();
    expect(sent.map((upload) => upload.name)).toEqual(['a', 'b', 'Терраса у моря']);
    expect(rows().map((row) => row.status)).toEqual(['done', 'sending', 'sending']);

    // Started: the name is no longer the admin's to change.
    queue.rename(keyOf('c.jpg'), 'Другое');
    expect(rows()[2]?.name).toBe('Терраса у моря');

    sent[1]!.resolve();
    sent[2]!.resolve();
    await settle();
    expect(rows().map((row) => row.status)).toEqual(['done', 'done', 'done']);
    expect(batches).toEqual([3]);
  });

  it('keeps back one without a name, marked, and starts the others', async () => {
    const { queue, sent, rows, keyOf } = queueWith();
    queue.add([file('a.jpg'), file('b.jpg')]);
    queue.rename(keyOf('a.jpg'), '   ');
    expect(queue.startAll()).toBe(1);
    await settle();
    expect(rows().map((row) => row.status)).toEqual(['ready', 'sending']);
    expect(queue.getSnapshot()[0]?.problem).toBe('Укажите название фото!');

    queue.rename(keyOf('a.jpg'), 'Лобби');
    expect(queue.getSnapshot()[0]?.problem).toBeUndefined();
    queue.startAll();
    await settle();
    expect(sent.map((upload) => upload.name)).toEqual(['b', 'Лобби']);
  });

  it('cancels a running upload (the request is aborted) and lets the next one start; a retry sends it again', async () => {
    const { queue, sent, rows, keyOf, cancelled, batches } = queueWith();
    queue.add([file('a.jpg'), file('b.jpg'), file('c.jpg')]);
    queue.startAll();
    await settle();

    queue.cancel(keyOf('a.jpg'));
    expect(sent[0]!.options.signal?.aborted).toBe(true);
    expect(cancelled).toEqual(['a.jpg']);
    await settle();
    expect(rows().map((row) => row.status)).toEqual(['cancelled', 'sending', 'sending']);

    sent[1]!.resolve();
    sent[2]!.resolve();
    await settle();
    expect(batches).toEqual([2]);

    expect(queue.retry(keyOf('a.jpg'))).toBe(true);
    await settle();
    expect(sent.map((upload) => upload.name)).toEqual(['a', 'b', 'c', 'a']);
    sent[3]!.resolve();
    await settle();
    expect(rows().map((row) => row.status)).toEqual(['done', 'done', 'done']);
    expect(batches).toEqual([2, 1]);
  });

  it('cancels a waiting one before it starts', async () => {
    const { queue, sent, rows, keyOf } = queueWith();
    queue.add([file('a.jpg'), file('b.jpg'), file('c.jpg')]);
    queue.startAll();
    await settle();
    queue.cancel(keyOf('c.jpg'));
    sent[0]!.resolve();
    await settle();
    expect(rows().map((row) => row.status)).toEqual(['done', 'sending', 'cancelled']);
    expect(sent).toHaveLength(2);
  });

  it('marks a failed upload for a retry; other uploads go on', async () => {
    const { queue, sent, rows, keyOf } = queueWith();
    queue.add([file('a.jpg'), file('b.jpg')]);
    queue.startAll();
    await settle();
    sent[0]!.reject(new Error('500'));
    sent[1]!.resolve();
    await settle();
    expect(rows().map((row) => row.status)).toEqual(['failed', 'done']);

    queue.retry(keyOf('a.jpg'));
    await settle();
    expect(sent).toHaveLength(3);
    expect(rows()[0]?.status).toBe('sending');
  });

  it('refuses a photo still too large once prepared, and tells the size sent when it was made smaller', async () => {
    const small = file('small.jpg', 'image/jpeg', 300);
    const { queue, sent } = queueWith({
      prepare: (picked) =>
        Promise.resolve(picked.name === 'huge.jpg' ? { problem: 'Файл слишком большой: 25 МБ. Можно не больше 20 МБ.' } : { file: small }),
    });
    queue.add([file('huge.jpg'), file('big.jpg')]);
    queue.startAll();
    await settle();

    const [huge, big] = queue.getSnapshot() as [QueuedUpload, QueuedUpload];
    expect(huge).toMatchObject({ status: 'refused', problem: 'Файл слишком большой: 25 МБ. Можно не больше 20 МБ.' });
    expect(big).toMatchObject({ status: 'sending', sentSize: 300 });
    expect(sent.map((upload) => upload.file)).toEqual([small]);
  });

  it('removes a row, aborting its upload without a word', async () => {
    const { queue, sent, rows, keyOf, cancelled } = queueWith();
    queue.add([file('a.jpg'), file('b.jpg'), file('c.jpg')]);
    queue.startAll();
    await settle();
    queue.remove(keyOf('a.jpg'));
    expect(sent[0]!.options.signal?.aborted).toBe(true);
    expect(cancelled).toEqual([]);
    await settle();
    expect(rows().map((row) => row.file)).toEqual(['b.jpg', 'c.jpg']);
    expect(sent).toHaveLength(3);
  });

  it('when the tab goes, aborts what runs and starts nothing more', async () => {
    const { queue, sent, cancelled, batches } = queueWith();
    queue.add([file('a.jpg'), file('b.jpg'), file('c.jpg')]);
    queue.startAll();
    await settle();
    queue.detach();
    await settle();
    expect(sent.map((upload) => upload.options.signal?.aborted)).toEqual([true, true]);
    expect(sent).toHaveLength(2);
    expect(cancelled).toEqual([]);
    expect(batches).toEqual([]);
  });

  it('notifies its subscribers of each change', () => {
    const { queue } = queueWith();
    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);
    queue.add([file('a.jpg')]);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    queue.removeSent();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
