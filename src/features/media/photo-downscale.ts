import type { PhotoSettings } from '@/api/photo-settings';
import { decodeImage, type DecodedImage } from './image-canvas';
import { nameFromFile } from './upload-queue';

/**
 * What a downscaled photo is encoded as, by the type it was picked with. WebP stays WebP and PNG
 * stays PNG (lossless: its transparency and a screenshot's sharp text survive, and fewer pixels
 * already make it smaller); GIF (it may move) and SVG (it has no pixels) are never touched; any
 * other picture a browser decodes (JPEG, HEIC in Safari, BMP, an undeclared type) becomes JPEG.
 */
function encodingFor(type: string): string | undefined {
  if (type === 'image/gif' || type === 'image/svg+xml') return undefined;
  if (type === 'image/webp' || type === 'image/png') return type;
  return 'image/jpeg';
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/png': 'png' };

/** The picked name, with the extension of the new type when the type changed (IMG_1.HEIC → IMG_1.jpg). */
function renamed(name: string, fromType: string, toType: string): string {
  return fromType === toType ? name : `${nameFromFile(name)}.${EXTENSIONS[toType] ?? 'jpg'}`;
}

/** The size that fits within `maxSide` on its longest side, or undefined when the picture already does. */
export function fittedSize(width: number, height: number, maxSide: number): { width: number; height: number } | undefined {
  const longest = Math.max(width, height);
  if (maxSide <= 0 || longest <= maxSide) return undefined;
  const scale = maxSide / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

async function redrawn(image: DecodedImage, file: File, type: string, settings: PhotoSettings): Promise<File> {
  const size = fittedSize(image.width, image.height, settings.photoMaxSide);
  if (!size) return file;
  const blob = await image.encode(size.width, size.height, type, settings.photoQuality).catch(() => null);
  // A browser that cannot encode the type answers with a PNG instead; and a picture that does not get
  // smaller (an already well-compressed one) is better sent as it was.
  if (!blob || blob.type !== type || blob.size >= file.size) return file;
  return new File([blob], renamed(file.name, file.type, type), { type, lastModified: file.lastModified });
}

/**
 * A photo larger than `photoMaxSide` on its longest side, redrawn to that size (upright, as its EXIF
 * orientation says: the redrawn file carries no EXIF to say it again) and encoded at `photoQuality`,
 * when that makes the file smaller; otherwise the photo as picked. Never fails: a photo the browser
 * cannot decode is sent as it is, and the server judges it.
 */
export async function downscalePhoto(file: File, settings: PhotoSettings, decode = decodeImage): Promise<File> {
  const type = encodingFor(file.type);
  if (!type || settings.photoMaxSide <= 0) return file;
  const image = await decode(file);
  if (!image) return file;
  try {
    return await redrawn(image, file, type, settings);
  } finally {
    image.close();
  }
}

// A photo is prepared again when its upload is retried; the same picked file gives the same result.
const prepared = new WeakMap<File, Promise<File>>();

/** `downscalePhoto`, once per picked file. */
export function downscaleOnce(file: File, settings: PhotoSettings): Promise<File> {
  const result = prepared.get(file) ?? downscalePhoto(file, settings);
  prepared.set(file, result);
  return result;
}
