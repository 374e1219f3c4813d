// What the panel uses of ky: the one module ky-loader.ts imports it through, so that all of ky
// comes in a single chunk of its own.
export { default as ky, HTTPError, TimeoutError } from 'ky';
