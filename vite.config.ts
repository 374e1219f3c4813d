import { fileURLToPath, URL } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { fakeApiPlugin } from './mocks/vite-plugin.ts';
import { precompressPlugin } from './scripts/precompress.ts';

export default defineConfig({
  plugins: [
    // Must run before the React plugin: it generates the route tree and splits each route's component.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        // The main screen is what nearly every visit shows: ship it with the entry rather than
        // discover it a round trip later. The other routes stay lazy.
        splitBehavior: ({ routeId }) => (routeId === '/homePage' ? [] : undefined),
      },
    }),
    react(),
    fakeApiPlugin(),
    precompressPlugin(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: { target: 'es2022', sourcemap: true, manifest: true },
});
