// Prints the gzip -9 size of the JavaScript and CSS a cold load of /homePage fetches, in kB of 1,000
// bytes (GUIDE.md §7), and fails above the budget. Counted: every script and stylesheet index.html
// names (its module script, config.js, the stylesheet, any modulepreload or preload link), the
// chunks the entry imports statically, the main screen's own chunk with its imports if the screen is
// ever made lazy (src/routes/homePage.tsx keeps it in the entry), and the CSS of each of those chunks.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 135;
const dist = process.env.DIST_DIR ?? new URL('../dist/', import.meta.url).pathname;
const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error('size: the build has no manifest; run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const files = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(imported);
}

const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
const homeScreenKeys = Object.keys(manifest).filter((key) => /src\/features\/home\/home-page\.tsx/.test(key));
if (entryKeys.length === 0) {
  console.error('size: the build has no entry; run `npm run build` first.');
  process.exit(1);
}
for (const key of [...entryKeys, ...homeScreenKeys]) collect(key);

// What the page itself asks for, whatever the manifest says: a chunk fetched at start counts.
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const fetchedByHtml = /<script\b[^>]*\bsrc="([^"]+)"|<link\b(?=[^>]*\brel="(?:stylesheet|modulepreload|preload)")[^>]*\bhref="([^"]+)"/g;
for (const [, scriptSrc, linkHref] of html.matchAll(fetchedByHtml)) {
  const path = (scriptSrc ?? linkHref).replace(/^\//, '');
  if (/\.(m?js|css)$/.test(path) && existsSync(join(dist, path))) files.add(path);
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1).padStart(7)} kB`;
const totals = { js: 0, css: 0 };
for (const file of [...files].sort()) {
  const bytes = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  totals[file.endsWith('.css') ? 'css' : 'js'] += bytes;
  console.log(`${kB(bytes)}  ${file}`);
}
const totalBytes = totals.js + totals.css;
console.log(`${kB(totals.js)}  JavaScript`);
console.log(`${kB(totals.css)}  CSS`);
console.log(`${kB(totalBytes)}  initial JavaScript + CSS for /homePage (gzip -9, 1 kB = 1,000 bytes), budget ${BUDGET_KB} kB`);
if (totalBytes > BUDGET_KB * 1000) {
  console.error(`size: over budget by ${((totalBytes - BUDGET_KB * 1000) / 1000).toFixed(1)} kB`);
  process.exit(1);
}
