import { fileURLToPath, URL } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { fakeApiPlugin } from './mocks/vite-plugin.ts';
import { compileHintPlugin } from './scripts/compile-hint.ts';
import { htmlBuildSettings } from './scripts/html-build-settings.ts';
import { precompressPlugin } from './scripts/precompress.ts';

export default defineConfig({
  plugins: [
    // Before React's: it turns src/routes/ into src/app/routeTree.gen.ts and moves each route's
    // screen into a chunk of its own, fetched on the way to the route.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      generatedRouteTree: './src/app/routeTree.gen.ts',
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
    fakeApiPlugin(),
    htmlBuildSettings(),
    compileHintPlugin(),
    precompressPlugin(),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // The router's store asks for the shim that brings useSyncExternalStore to React before 18; the
      // package's entry without the shim calls React's own, which React 19 has.
      'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
    },
    // The cache persisters pin an older @tanstack/query-core of their own: one copy, the app's, is bundled.
    dedupe: ['@tanstack/query-core'],
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    // Every browser the panel supports follows <link rel="modulepreload"> itself.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Everything the first paint loads in one chunk: compressed together, and fetched in one go,
      // instead of a dozen small chunks each shared with a different set of lazy ones.
      output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } },
    },
  },
});
