import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The dev server forwards API and file requests to a running portal server.
const apiTarget = process.env.PORTAL_API_URL ?? 'http://localhost:3300';

/**
 * Zod compiles its object parsers with `new Function`, which the Content-Security-Policy refuses
 * (no 'unsafe-eval'), and even its probe for that is reported as a violation. Its global config
 * is read from globalThis when its core module first runs, so the flag is set there, before any
 * schema can be built in whatever order the chunks load.
 */
const zodWithoutEval = (): Plugin => ({
  name: 'zod-without-eval',
  transform(code, id) {
    if (!/[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/.test(id)) return null;
    const flag =
      'globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, { jitless: true });';
    return { code: `${flag}\n${code}`, map: null };
  },
});

/**
 * Brotli and gzip siblings of the built scripts and styles, compressed once at their best
 * levels; the server sends them as they are instead of compressing on every request.
 */
const precompress = (): Plugin => ({
  name: 'precompress',
  apply: 'build',
  writeBundle(options, bundle) {
    for (const name of Object.keys(bundle)) {
      if (!/\.(js|css|svg)$/.test(name)) continue;
      const file = path.join(options.dir ?? 'dist', name);
      const content = fs.readFileSync(file);
      if (content.length < 1024) continue;
      const brotliLevel = { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 };
      fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content, { params: brotliLevel }));
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
    }
  },
});

export default defineConfig({
  plugins: [react(), zodWithoutEval(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      // The shared domain package is pure (its package.json says "sideEffects": false), and so
      // are its module-level Zod schemas: the ones a page does not use drop out of its chunks.
      treeshake: { manualPureFunctions: ['z'] },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget },
      '/files': { target: apiTarget },
      // The sandbox payment gateway's card fields page and calls.
      '/payment-gateway': { target: apiTarget },
    },
  },
});
