/** A decoded picture, upright as its EXIF orientation says, that can be drawn again at another size. */
export type DecodedImage = {
  width: number;
  height: number;
  /** The picture redrawn at `width`×`height` and encoded as `type`; null when the browser cannot. */
  encode: (width: number, height: number, type: string, quality: number) => Promise<Blob | null>;
  /** Frees the decoded pixels (tens of megabytes for a phone camera's photo). */
  close: () => void;
};

function drawingSurface(width: number, height: number) {
  // OffscreenCanvas where there is one (Chromium, Firefox, Safari 16.4+), else a detached <canvas>.
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    return {
      context: canvas.getContext('2d'),
      toBlob: (type: string, quality: number) => canvas.convertToBlob({ type, quality }),
    };
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return {
    context: canvas.getContext('2d'),
    toBlob: (type: string, quality: number) => new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality)),
  };
}

/**
 * The browser's own decoder and canvas: the one part of downscaling jsdom cannot run, kept apart so
 * the rest is tested with a stand-in. Resolves undefined where the browser lacks the APIs or cannot
 * decode the file (HEIC outside Safari, a broken file): the photo is then sent as picked.
 */
export async function decodeImage(file: Blob): Promise<DecodedImage | undefined> {
  if (typeof createImageBitmap !== 'function') return undefined;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return undefined;
  }
  return {
    width: bitmap.width,
    height: bitmap.height,
    encode: async (width, height, type, quality) => {
      const { context, toBlob } = drawingSurface(width, height);
      if (!context) return null;
      context.imageSmoothingQuality = 'high';
      context.drawImage(bitmap, 0, 0, width, height);
      return toBlob(type, quality);
    },
    close: () => bitmap.close(),
  };
}
