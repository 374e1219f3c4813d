import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Text worth compressing; source maps are fetched by developer tools only. */
const COMPRESSIBLE = /^assets\/.+\.(js|css|svg|json)$/;
/** Below this, the headers weigh more than what compression saves. */
const MIN_BYTES = 1024;

/**
 * Writes `.gz` and `.br` twins of the hashed assets at their highest levels, once per build, so the
 * server sends them without compressing on each request (nginx's gzip_static and, where the module
 * exists, brotli_static; see docs/decisions/0011-nginx-deployment.md). A twin that saves nothing is skipped.
 */
export function precompressPlugin(): Plugin {
  return {
    name: 'precompress-assets',
    apply: 'build',
    async writeBundle({ dir = 'dist' }, bundle) {
      const files = Object.keys(bundle).filter((fileName) => COMPRESSIBLE.test(fileName));
      await Promise.all(
        files.map(async (fileName) => {
          const path = join(dir, fileName);
          const source = await readFile(path);
          if (source.length < MIN_BYTES) return;
          const [gzipped, brotlied] = await Promise.all([
            gzipAsync(source, { level: 9 }),
            brotliAsync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
          ]);
          await Promise.all([
            gzipped.length < source.length ? writeFile(`${path}.gz`, gzipped) : undefined,
            brotlied.length < source.length ? writeFile(`${path}.br`, brotlied) : undefined,
          ]);
        }),
      );
    },
  };
}
