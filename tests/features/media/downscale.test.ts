// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_PHOTO_SETTINGS } from '@/api/photo-settings';
import type { DecodedImage } from '@/features/media/image-canvas';
import { decodeImage } from '@/features/media/image-canvas';
import { downscalePhoto, fittedSize } from '@/features/media/photo-downscale';
import { installFakeCanvas } from './fake-canvas';

const MB = 1024 * 1024;

/** A picked photo of `bytes` bytes; its pixels are the decoder stand-in's business. */
const photo = (name: string, type: string, bytes = 5 * MB) =>
  new File([new Uint8Array(bytes)], name, { type, lastModified: 1_700_000_000_000 });

type Encoded = { width: number; height: number; type: string; quality: number };

/**
 * The browser's decoder and canvas, as the seam sees them: a picture of `width`×`height` (already
 * upright) whose re-encoding gives `encodedBytes` bytes of the asked type (or `answerType`).
 */
function fakeDecoder(
  width: number,
  height: number,
  { encodedBytes = MB, answerType }: { encodedBytes?: number; answerType?: string } = {},
) {
  const encoded: Encoded[] = [];
  const closed: boolean[] = [];
  const image: DecodedImage = {
    width,
    height,
    encode: (w, h, type, quality) => {
      encoded.push({ width: w, height: h, type, quality });
      return Promise.resolve(new Blob([new Uint8Array(encodedBytes)], { type: answerType ?? type }));
    },
    close: () => closed.push(true),
  };
  const decode = vi.fn(() => Promise.resolve(image));
  return { decode, encoded, closed };
}

describe('fittedSize', () => {
  it('fits the longest side, landscape or portrait, keeping the proportions', () => {
    expect(fittedSize(4000, 3000, 2560)).toEqual({ width: 2560, height: 1920 });
    expect(fittedSize(3000, 4000, 2560)).toEqual({ width: 1920, height: 2560 });
    expect(fittedSize(10_000, 7, 2560)).toEqual({ width: 2560, height: 2 });
  });

  it('leaves a picture that already fits, and everything when the setting is 0', () => {
    expect(fittedSize(2560, 1440, 2560)).toBeUndefined();
    expect(fittedSize(8000, 6000, 0)).toBeUndefined();
  });
});

describe('downscalePhoto', () => {
  it('redraws a 4000×3000 JPEG at 2560×1920, quality 0.85, as a smaller JPEG of the same name', async () => {
    const { decode, encoded, closed } = fakeDecoder(4000, 3000);
    const picked = photo('IMG_4512.jpg', 'image/jpeg');

    const sent = await downscalePhoto(picked, DEFAULT_PHOTO_SETTINGS, decode);

    expect(encoded).toEqual([{ width: 2560, height: 1920, type: 'image/jpeg', quality: 0.85 }]);
    expect(sent).not.toBe(picked);
    expect(sent).toMatchObject({ name: 'IMG_4512.jpg', type: 'image/jpeg', size: MB, lastModified: picked.lastModified });
    expect(closed).toEqual([true]);
  });

  it('keeps WebP as WebP, and turns other pictures (HEIC) into JPEG under a matching name', async () => {
    const webp = await downscalePhoto(photo('pool.webp', 'image/webp'), DEFAULT_PHOTO_SETTINGS, fakeDecoder(3000, 3000).decode);
    expect(webp).toMatchObject({ name: 'pool.webp', type: 'image/webp' });

    const heic = await downscalePhoto(photo('IMG_0001.HEIC', 'image/heic'), DEFAULT_PHOTO_SETTINGS, fakeDecoder(4032, 3024).decode);
    expect(heic).toMatchObject({ name: 'IMG_0001.jpg', type: 'image/jpeg' });
  });

  it('keeps a PNG a PNG (its transparency with it), only with fewer pixels', async () => {
    const { decode, encoded } = fakeDecoder(5000, 2500);
    const sent = await downscalePhoto(photo('plan.png', 'image/png'), DEFAULT_PHOTO_SETTINGS, decode);
    expect(encoded[0]).toMatchObject({ width: 2560, height: 1280, type: 'image/png' });
    expect(sent).toMatchObject({ name: 'plan.png', type: 'image/png' });
  });

  it('follows the settings: another longest side and quality', async () => {
    const { decode, encoded } = fakeDecoder(4000, 3000);
    await downscalePhoto(photo('a.jpg', 'image/jpeg'), { photoMaxSide: 1600, photoQuality: 0.7 }, decode);
    expect(encoded).toEqual([{ width: 1600, height: 1200, type: 'image/jpeg', quality: 0.7 }]);
  });

  it('sends the photo as picked when it already fits, without redrawing it', async () => {
    const { decode, encoded, closed } = fakeDecoder(2048, 1536);
    const picked = photo('small.jpg', 'image/jpeg');
    expect(await downscalePhoto(picked, DEFAULT_PHOTO_SETTINGS, decode)).toBe(picked);
    expect(encoded).toEqual([]);
    expect(closed).toEqual([true]);
  });

  it('sends the photo as picked when the redrawn one would not be smaller', async () => {
    const picked = photo('tight.jpg', 'image/jpeg', MB);
    expect(await downscalePhoto(picked, DEFAULT_PHOTO_SETTINGS, fakeDecoder(4000, 3000, { encodedBytes: MB }).decode)).toBe(picked);
  });

  it('sends the photo as picked when the browser cannot encode the type (a PNG comes back instead)', async () => {
    const picked = photo('pool.webp', 'image/webp');
    const decode = fakeDecoder(4000, 3000, { answerType: 'image/png' }).decode;
    expect(await downscalePhoto(picked, DEFAULT_PHOTO_SETTINGS, decode)).toBe(picked);
  });

  it('never touches a GIF or an SVG, nor anything when the setting is 0', async () => {
    const { decode } = fakeDecoder(4000, 3000);
    for (const picked of [photo('wave.gif', 'image/gif'), photo('logo.svg', 'image/svg+xml')]) {
      expect(await downscalePhoto(picked, DEFAULT_PHOTO_SETTINGS, decode)).toBe(picked);
    }
    const jpeg = photo('a.jpg', 'image/jpeg');
    expect(await downscalePhoto(jpeg, { ...DEFAULT_PHOTO_SETTINGS, photoMaxSide: 0 }, decode)).toBe(jpeg);
    expect(decode).not.toHaveBeenCalled();
  });

  it('sends a photo the browser cannot decode as picked, and jsdom (no canvas) likewise', async () => {
    const picked = photo('IMG_0001.HEIC', 'image/heic');
    expect(await downscalePhoto(picked, DEFAULT_PHOTO_SETTINGS, () => Promise.resolve(undefined))).toBe(picked);
    expect(await downscalePhoto(picked, DEFAULT_PHOTO_SETTINGS)).toBe(picked);
  });
});

describe('decodeImage, the seam to the browser', () => {
  it('decodes upright (EXIF orientation applied), draws at the asked size and encodes with the quality', async () => {
    const calls = installFakeCanvas({ width: 3000, height: 4000, encodedBytes: 10 });
    const image = await decodeImage(photo('a.jpg', 'image/jpeg'));

    expect(calls.bitmapOptions).toEqual([{ imageOrientation: 'from-image' }]);
    expect(image).toMatchObject({ width: 3000, height: 4000 });
    const blob = await image!.encode(1920, 2560, 'image/jpeg', 0.85);
    expect(calls.drawn).toEqual([[0, 0, 1920, 2560]]);
    expect(calls.encoded).toEqual([{ type: 'image/jpeg', quality: 0.85 }]);
    expect(blob).toMatchObject({ type: 'image/jpeg', size: 10 });
    image!.close();
    expect(calls.closed).toBe(1);
  });

  it('gives nothing for a file the browser cannot decode', async () => {
    installFakeCanvas();
    vi.stubGlobal('createImageBitmap', () => Promise.reject(new DOMException('bad', 'InvalidStateError')));
    expect(await decodeImage(photo('broken.jpg', 'image/jpeg'))).toBeUndefined();
  });
});
