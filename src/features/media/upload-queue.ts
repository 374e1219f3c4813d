import type { UploadOptions } from '@/api/uploader';
import type { PreparedUpload } from './upload-file-check';

/**
 * ready: picked, not started; waiting: started, its turn not yet come; preparing (downscaling) and
 * sending: under way; done; failed or cancelled: may be retried; refused: its type or size rules it out.
 */
export type QueueStatus = 'ready' | 'waiting' | 'preparing' | 'sending' | 'done' | 'failed' | 'cancelled' | 'refused';

export type QueuedUpload = Readonly<{
  key: number;
  file: File;
  /** Prefilled from the file name; editable until the upload starts. */
  name: string;
  status: QueueStatus;
  /** A rounded percent of the file sent. */
  progress: number;
  /** The size of what is sent, once prepared: smaller than the file when it was downscaled. */
  sentSize?: number;
  /** Why it cannot be sent (its type, its size), or that it needs a name first. */
  problem?: string;
}>;

/** What the queue does with a file; given by the media tab, so the queue knows no entity. */
export type SendUpload = (name: string, file: File, options: UploadOptions) => Promise<unknown>;

export type QueueWork = {
  /** Checked as soon as a file is picked (its type): a refused file is listed with the reason. */
  refusalOf: (file: File) => string | undefined;
  prepare: (file: File) => Promise<PreparedUpload>;
  /** Shown on an upload started without a name (docs/product.md, Validation). */
  nameRequired: string;
  /** The admin's «Отменить»; leaving the tab cancels without a word. */
  onCancelled: (upload: QueuedUpload) => void;
  /** Nothing is left running or waiting, and `count` uploads went through since the last time. */
  onBatchSent: (count: number) => void;
};

/**
 * Two at a time: the phone's uplink limits an upload, so more would only make every photo arrive
 * later; the second keeps the line busy while the first is downscaled or awaits the server's answer,
 * and the browser's other connections stay free for the list's reload and the previews.
 */
export const MAX_PARALLEL_UPLOADS = 2;

/** Started and not settled: «Отменить» applies. */
export const mayCancel = ({ status }: QueuedUpload) => status === 'waiting' || status === 'preparing' || status === 'sending';
export const isEditable = ({ status }: QueuedUpload) =>
  status === 'ready' || status === 'waiting' || status === 'failed' || status === 'cancelled';
/** Over, one way or another: nothing more happens to it unless the admin retries it. */
export const isSettled = ({ status }: QueuedUpload) =>
  status === 'done' || status === 'failed' || status === 'cancelled' || status === 'refused';
/** Work the admin would lose by leaving. */
export const isUnsent = ({ status }: QueuedUpload) => status !== 'done' && status !== 'refused';

/** «IMG_4512.JPG» → «IMG_4512»; a name that starts with its only dot keeps it. */
export function nameFromFile(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(0, dot) : fileName;
}

type Patch = Partial<Omit<QueuedUpload, 'key' | 'file'>>;

/** The photos picked at once, each uploaded on its own: a small store the queue's view subscribes to. */
export class UploadQueue {
  #uploads: readonly QueuedUpload[] = [];
  readonly #listeners = new Set<() => void>();
  /** The upload under way for each key; a settled or superseded run no longer writes to its row. */
  readonly #running = new Map<number, AbortController>();
  #nextKey = 1;
  #sentInBatch = 0;
  #attached = true;

  constructor(
    private readonly work: QueueWork,
    private send: SendUpload,
  ) {}

  /** The upload each file goes through from now on (the tab's latest operations). */
  sendWith(send: SendUpload): void {
    this.send = send;
  }

  readonly subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  };

  readonly getSnapshot = () => this.#uploads;

  add(files: readonly File[]): void {
    const added = files.map((file): QueuedUpload => {
      const problem = this.work.refusalOf(file);
      return { key: this.#nextKey++, file, name: nameFromFile(file.name), status: problem ? 'refused' : 'ready', progress: 0, problem };
    });
    this.#publish([...this.#uploads, ...added]);
  }

  rename(key: number, name: string): void {
    const upload = this.#find(key);
    if (upload && isEditable(upload)) this.#patch(key, { name, problem: undefined });
  }

  /** Starts every upload not started yet; one without a name stays back, marked. Says how many did. */
  startAll(): number {
    const ready = this.#uploads.filter((upload) => upload.status === 'ready');
    for (const upload of ready) this.#queue(upload);
    this.#pump();
    return ready.filter((upload) => !upload.name.trim()).length;
  }

  /** «Повторить» after a failure or a cancel; false when it first needs a name. */
  retry(key: number): boolean {
    const upload = this.#find(key);
    if (!upload || (upload.status !== 'failed' && upload.status !== 'cancelled')) return true;
    const queued = this.#queue(upload);
    this.#pump();
    return queued;
  }

  /** The admin's «Отменить», for a started upload: it may be retried. */
  cancel(key: number): void {
    const upload = this.#find(key);
    if (!upload || !mayCancel(upload)) return;
    this.#stop(key);
    this.#patch(key, { status: 'cancelled', progress: 0 });
    this.work.onCancelled(upload);
    this.#pump();
    this.#endBatchWhenIdle();
  }

  remove(key: number): void {
    this.#stop(key);
    this.#publish(this.#uploads.filter((upload) => upload.key !== key));
    this.#pump();
    this.#endBatchWhenIdle();
  }

  removeSent(): void {
    this.#publish(this.#uploads.filter((upload) => upload.status !== 'done'));
  }

  /** «Очистить»: every row that is over goes, the failed ones too; one not started yet stays. */
  clearSettled(): void {
    this.#publish(this.#uploads.filter((upload) => !isSettled(upload)));
  }

  /** The tab is shown (again): the queue may run. */
  attach(): void {
    this.#attached = true;
  }

  /** The tab is gone: what runs is aborted without a word, and nothing else starts. */
  detach(): void {
    this.#attached = false;
    for (const key of [...this.#running.keys()]) {
      this.#stop(key);
      this.#patch(key, { status: 'cancelled', progress: 0 });
    }
  }

  #queue(upload: QueuedUpload): boolean {
    if (!upload.name.trim()) {
      this.#patch(upload.key, { problem: this.work.nameRequired });
      return false;
    }
    this.#patch(upload.key, { status: 'waiting', problem: undefined });
    return true;
  }

  #pump(): void {
    if (!this.#attached) return;
    for (const upload of this.#uploads) {
      if (this.#running.size >= MAX_PARALLEL_UPLOADS) return;
      if (upload.status === 'waiting') void this.#run(upload);
    }
  }

  async #run({ key, file, name }: QueuedUpload): Promise<void> {
    const controller = new AbortController();
    this.#running.set(key, controller);
    const patchWhileCurrent = (patch: Patch) => {
      if (this.#running.get(key) === controller) this.#patch(key, patch);
    };
    patchWhileCurrent({ status: 'preparing', progress: 0, problem: undefined });
    try {
      const prepared = await this.work.prepare(file);
      if (controller.signal.aborted) return;
      if ('problem' in prepared) {
        patchWhileCurrent({ status: 'refused', problem: prepared.problem });
        return;
      }
      patchWhileCurrent({ status: 'sending', sentSize: prepared.file.size });
      const onProgress = (progress: number) => patchWhileCurrent({ progress });
      await this.send(name.trim(), prepared.file, { onProgress, signal: controller.signal });
      patchWhileCurrent({ status: 'done', progress: 0 });
      if (this.#running.get(key) === controller) this.#sentInBatch += 1;
    } catch {
      // Reported by the query client (an abort stays quiet); the row offers «Повторить».
      patchWhileCurrent({ status: 'failed', progress: 0 });
    } finally {
      if (this.#running.get(key) === controller) this.#running.delete(key);
      this.#pump();
      this.#endBatchWhenIdle();
    }
  }

  #stop(key: number): void {
    this.#running.get(key)?.abort();
    this.#running.delete(key);
  }

  #endBatchWhenIdle(): void {
    const idle = this.#running.size === 0 && !this.#uploads.some((upload) => upload.status === 'waiting');
    if (!idle || this.#sentInBatch === 0 || !this.#attached) return;
    const count = this.#sentInBatch;
    this.#sentInBatch = 0;
    this.work.onBatchSent(count);
  }

  #find(key: number): QueuedUpload | undefined {
    return this.#uploads.find((upload) => upload.key === key);
  }

  #patch(key: number, patch: Patch): void {
    this.#publish(this.#uploads.map((upload) => (upload.key === key ? { ...upload, ...patch } : upload)));
  }

  #publish(next: readonly QueuedUpload[]): void {
    this.#uploads = next;
    for (const listener of this.#listeners) listener();
  }
}
