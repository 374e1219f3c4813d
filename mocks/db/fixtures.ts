import { contentTypeFor } from './content-types.ts';
import type { StoredFile } from './types.ts';

/** Files under mocks/fixtures/media/ are served at SEED_MEDIA_PREFIX + their relative path. */
export const SEED_MEDIA_PREFIX = '/media/seed/';

let cache: ReadonlyMap<string, StoredFile> | undefined;

function fixturesDir(): string | undefined {
  const fromEnv = process.env.FAKE_API_FIXTURES_DIR;
  if (fromEnv) return fromEnv;
  // Only a file: URL points at the source tree; anything else means we were bundled elsewhere.
  // (Not `new URL('…', import.meta.url)`: Vite rewrites that pattern into an asset address.)
  if (!import.meta.url.startsWith('file:')) return undefined;
  const { fileURLToPath } = process.getBuiltinModule('node:url');
  const path = process.getBuiltinModule('node:path');
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/media');
}

function readTree(root: string): Map<string, StoredFile> {
  const fs = process.getBuiltinModule('node:fs');
  const path = process.getBuiltinModule('node:path');
  const files = new Map<string, StoredFile>();
  if (!fs.existsSync(root)) return files;
  const entries = fs.readdirSync(root, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || entry.name.startsWith('.')) continue;
    const absolute = path.join(entry.parentPath, entry.name);
    const relative = path.relative(root, absolute).split(path.sep).join('/');
    const buffer = fs.readFileSync(absolute);
    const bytes = new Uint8Array(buffer.byteLength);
    bytes.set(buffer);
    files.set(SEED_MEDIA_PREFIX + relative, { bytes, contentType: contentTypeFor(entry.name) });
  }
  return files;
}

/**
 * Media fixtures (HLS playlists and segments, mp4, thumbnails) read once per process:
 * tests reset the store before every test and must not re-read megabytes of video each time.
 * Without Node (a browser bundle) there are simply no fixtures.
 */
export function loadMediaFixtures(): ReadonlyMap<string, StoredFile> {
  if (cache) return cache;
  const isNode = typeof process !== 'undefined' && typeof process.getBuiltinModule === 'function';
  const root = isNode ? fixturesDir() : undefined;
  cache = root ? readTree(root) : new Map();
  return cache;
}

/** For a long-running dev server whose fixtures were added after start. */
export function reloadMediaFixtures(): void {
  cache = undefined;
}
