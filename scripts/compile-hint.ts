import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chromium 136 and later); must be a file's very first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks the entry chunk for eager compilation. Nearly all of it runs to draw the first screen, so
 * Chromium (and Telegram's Android webview, built on it) then compiles it whole on a background
 * thread while it downloads, instead of function by function on the main thread as each is first
 * called: on a fresh phone with a 4× slower CPU, some 70 ms less before the regions show
 * (docs/decisions/0017-first-render.md). Lazy chunks are left alone: most of their functions
 * wait for a click. Other browsers read a comment.
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
          if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
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
