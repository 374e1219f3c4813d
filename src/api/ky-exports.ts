// What the panel uses of ky, and the hook it gives ky: the one module ky-loader.ts imports them
// through, so that all of it comes in a single chunk of its own.
export { default as ky, HTTPError, TimeoutError } from 'ky';
export { rememberServerReason } from './refusal-reason';
