import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const api = process.env.PENNANT_URL ?? 'http://localhost:4242';

/**
 * The console is built into dist/console and served by the admin API process (ADR 0035).
 * `npm run dev:console` serves it with Vite and forwards the API paths to a running Pennant.
 */
export default defineConfig({
  root,
  base: '/',
  publicDir: 'public',
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: fileURLToPath(new URL('../../dist/console', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // Content-hashed file names: the server caches everything under /assets/ for a year.
    assetsDir: 'assets',
    chunkSizeWarningLimit: 400,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // React libraries mark their modules "use client" (for server components); a browser bundle has no use for it.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE' && warning.code !== 'PLUGIN_TIMINGS') warn(warning);
      },
    },
  },
  server: {
    proxy: Object.fromEntries(
      ['/api', '/auth', '/logout', '/health', '/ready'].map((path) => [path, { target: api, changeOrigin: false }]),
    ),
  },
});
