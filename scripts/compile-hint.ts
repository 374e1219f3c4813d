import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chromium 136 and later); must be a file's very first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

const isLibraryModule = (id: string) => id.includes('/node_modules/');

/**
 * Marks every chunk of the panel's own code for eager compilation, so Chromium (and Telegram's
 * Android webview, built on it) compiles it whole as it loads, on its streaming thread where it can,
 * instead of function by function on the main thread as each is first called:
 * - the entry, nearly all of which runs to draw the first screen (record 0017);
 * - the lazy chunks, whose code runs nearly whole when their screen opens: a region's list, the
 *   hotel form and detail are fetched right after the first screen, so a click no longer compiles
 *   them on its way to the screen (record 0033).
 * A chunk of a library alone (hls.js) is left alone: a video uses a small part of it. The search's
 * worker is bundled apart, without this plugin: 1.5 kB, all of it run on its first message.
 * Other browsers read a comment.
 *
 * Added last, after Vite's own first line (its map of lazy dependencies), with the source map
 * moved one line down to match.
 */
export function compileHintPlugin(): Plugin {
  return {
    name: 'compile-hint',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.moduleIds.every(isLibraryModule)) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const parsed = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}
