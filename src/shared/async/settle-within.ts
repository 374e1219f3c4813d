/**
 * Settles as `work` does, or with `undefined` once `ms` have passed, whichever comes first, for a
 * wait that must never hold the admin up for long. The timer is cleared either way.
 */
export function settleWithin<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}
