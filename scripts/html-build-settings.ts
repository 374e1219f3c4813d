import type { Plugin } from 'vite';

/** What index.html's early-fetch script writes where the build's API address goes. */
const PLACEHOLDER = '"__VITE_API_BASE_URL__"';

/**
 * Writes `VITE_API_BASE_URL` into index.html's early-fetch script, as a string literal, so the
 * script falls back to the same build setting as src/api/config.ts. Vite's own `%VITE_…%`
 * replacement would warn on every build that leaves the setting unset, which is the usual case.
 */
export function htmlBuildSettings(): Plugin {
  let apiBaseUrl = '';
  return {
    name: 'html-build-settings',
    configResolved(config) {
      // The fake API's plugin points a development panel at FAKE_API_PORT through `define`, which
      // `config.env` does not show: index.html's requests must go where the bundle's do.
      const defined: unknown = config.define?.['import.meta.env.VITE_API_BASE_URL'];
      apiBaseUrl = typeof defined === 'string' ? String(JSON.parse(defined)) : String(config.env.VITE_API_BASE_URL ?? '');
    },
    transformIndexHtml: (html) =>
      // `<` escaped, so no value can close the script it is written into.
      html.replace(PLACEHOLDER, JSON.stringify(apiBaseUrl).replaceAll('<', '\\u003c')),
  };
}
