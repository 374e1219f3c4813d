import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The baseline's own build: React's plugin only, the panel's build target, nothing else. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: { target: 'es2022' },
  logLevel: 'warn',
});
