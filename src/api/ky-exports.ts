// What the panel uses of ky, the hook it gives ky, and the pause between failed refreshes (needed only
// once a request went through ky): the one module ky-loader.ts imports them through, so that all of
// it comes in a single chunk of its own.
export { default as ky, HTTPError, TimeoutError } from 'ky';
export { rememberServerReason } from './refusal-reason';
export { refreshFailedForAMoment, refreshSucceeded, untilRefreshAllowed } from './refresh-backoff';
