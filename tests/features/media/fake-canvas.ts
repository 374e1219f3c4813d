import { onTestFinished, vi } from 'vitest';

type FakeCanvasOptions = { width?: number; height?: number; encodedBytes?: number };

/**
 * jsdom has neither `createImageBitmap` nor a canvas that draws; these stand in for the browser's,
 * for the current test. Every picture decodes as `width`×`height` (already upright) and every
 * encoding gives `encodedBytes` bytes of the asked type; what was asked of them is recorded.
 */
export function installFakeCanvas({ width = 4000, height = 3000, encodedBytes = 600 * 1024 }: FakeCanvasOptions = {}) {
  const calls = {
    bitmapOptions: [] as ImageBitmapOptions[],
    drawn: [] as number[][],
    encoded: [] as ImageEncodeOptions[],
    closed: 0,
  };
  vi.stubGlobal('createImageBitmap', (_: Blob, options: ImageBitmapOptions) => {
    calls.bitmapOptions.push(options);
    return Promise.resolve({ width, height, close: () => (calls.closed += 1) });
  });
  vi.stubGlobal(
    'OffscreenCanvas',
    class {
      constructor(
        readonly width: number,
        readonly height: number,
      ) {}
      getContext() {
        return { imageSmoothingQuality: 'low', drawImage: (_: unknown, ...box: number[]) => calls.drawn.push(box) };
      }
      convertToBlob(options: ImageEncodeOptions) {
        calls.encoded.push(options);
        return Promise.resolve(new Blob([new Uint8Array(encodedBytes)], { type: options.type }));
      }
    },
  );
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  return calls;
}
