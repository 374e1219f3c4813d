import { contentTypeFor, db, SEED_MEDIA_PREFIX } from '../db/index.ts';
import { removeWhere } from './lookups.ts';
import { declaresType } from './upload.ts';

export type MediaKind = 'photos' | 'videos' | 'reels';

const cyrillic = 'абвгдеёжзийклмнопрстуфхцчшщъыьэюя';
const latin = 'a|b|v|g|d|e|e|zh|z|i|y|k|l|m|n|o|p|r|s|t|u|f|kh|ts|ch|sh|shch||y||e|yu|ya'.split('|');

// Admins name files in Russian; transliterating keeps stored paths readable instead of all dashes.
function transliterate(text: string): string {
  return [...text.toLowerCase()]
    .map((char) => {
      const index = cyrillic.indexOf(char);
      return index >= 0 ? (latin[index] ?? '') : char;
    })
    .join('');
}

/** Keeps the extension and a readable stem; anything that could escape the path or need encoding goes. */
export function sanitizeFileName(name: string): string {
  const base = transliterate(name.split(/[\\/]/).pop() ?? '');
  const dot = base.lastIndexOf('.');
  const clean = (part: string) =>
    part
      .replace(/[^A-Za-z0-9_-]+/g, '-')
      .replace(/-+/g, '-')
      .replace(/^-|-$/g, '');
  const stem = clean(dot > 0 ? base.slice(0, dot) : base).slice(0, 60) || 'file';
  const extension =
    dot > 0
      ? clean(base.slice(dot + 1))
          .toLowerCase()
          .slice(0, 10)
      : '';
  return extension ? `${stem}.${extension}` : stem;
}

export function storeUpload(kind: MediaKind, id: number, file: File, bytes: Uint8Array<ArrayBuffer>): string {
  const path = `/media/${kind}/${id}-${sanitizeFileName(file.name)}`;
  db.files.set(path, { bytes, contentType: declaresType(file) ? file.type : contentTypeFor(file.name) });
  return path;
}

/** Fixture files are shared by the seed and survive; generated and uploaded files go with their row. */
export function forgetFiles(...paths: Array<string | null>): void {
  for (const path of paths) {
    if (path && !path.startsWith(SEED_MEDIA_PREFIX)) db.files.delete(path);
  }
}

export function deleteMediaOfHotel(hotelId: number): void {
  const belongs = (row: { hotel_id: number }) => row.hotel_id === hotelId;
  for (const photo of removeWhere(db.photos, belongs)) forgetFiles(photo.photo_path);
  for (const video of removeWhere(db.videos, belongs)) forgetFiles(video.video_path, video.thumbnail_path);
  for (const reel of removeWhere(db.reels, belongs)) forgetFiles(reel.reels_path, reel.thumbnail_path);
}
