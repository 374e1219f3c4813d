// hls.js ships the light build without its own typings; its API is the full build's.
declare module 'hls.js/light' {
  export { default } from 'hls.js';
  export * from 'hls.js';
}
