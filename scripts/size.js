// Prints the gzip -9 size of the JavaScript a cold load of /homePage fetches: the entry, the chunks
// it preloads, and the main screen's own chunk with its imports if the screen is ever made lazy
// (src/routes/homePage.tsx keeps it in the entry). Fails above the budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 135;
const dist = process.env.DIST_DIR ?? new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const files = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported);
}

const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
const homeScreenKeys = Object.keys(manifest).filter((key) => /src\/features\/home\/home-page\.tsx/.test(key));
if (entryKeys.length === 0) {
  console.error('size: the build has no entry; run `npm run build` first.');
  process.exit(1);
}
for (const key of [...entryKeys, ...homeScreenKeys]) collect(key);

let totalBytes = 0;
for (const file of [...files].sort()) {
  const bytes = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  totalBytes += bytes;
  console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
const totalKb = totalBytes / 1024;
console.log(`${totalKb.toFixed(1).padStart(7)} KB  initial JavaScript for /homePage (gzip -9), budget ${BUDGET_KB} KB`);
if (totalKb > BUDGET_KB) {
  console.error(`size: over budget by ${(totalKb - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
