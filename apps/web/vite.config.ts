import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { trimBootstrap } from './vite-trim-bootstrap.ts';

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

/** A chunk and every chunk it imports statically, by file name. */
function chunkGraph(
  bundle: Rolldown.OutputBundle,
  fileName: string,
  seen = new Set<string>(),
): Set<string> {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || chunk?.type !== 'chunk') return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) chunkGraph(bundle, imported, seen);
  return seen;
}

/**
 * The response schemas load as their own chunk with the first API call (decision 013), and no
 * page shows before the site's answer is checked with them: the browser fetches both at once.
 * A page the server renders comes with its data and leaves these out (`data-first-read`): on a
 * slow phone they would hold up its pictures (decision 148).
 */
const preloadFirstRead = (): Plugin => ({
  name: 'preload-first-read',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, { bundle }) {
      if (!bundle) return [];
      const schemas = Object.values(bundle).find(
        (output) =>
          output.type === 'chunk' &&
          /[\\/]src[\\/]api[\\/]schemas\.ts$/.test(output.facadeModuleId ?? ''),
      );
      const entry = Object.values(bundle).find(
        (output) => output.type === 'chunk' && output.isEntry,
      );
      if (!schemas || !entry)
        throw new Error('The entry or the response schemas chunk is missing.');
      // Vite preloads those already.
      const loadedByEntry = chunkGraph(bundle, entry.fileName);
      return [
        {
          tag: 'link',
          attrs: {
            rel: 'preload',
            href: '/api/site',
            as: 'fetch',
            crossorigin: 'anonymous',
            'data-first-read': '',
          },
          injectTo: 'head',
        },
        ...[...chunkGraph(bundle, schemas.fileName)]
          .filter((fileName) => !loadedByEntry.has(fileName))
          .map((fileName) => ({
            tag: 'link',
            attrs: {
              rel: 'modulepreload',
              crossorigin: '',
              href: `/${fileName}`,
              'data-first-read': '',
            },
            injectTo: 'head' as const,
          })),
      ];
    },
  },
});

// `vite build --ssr` builds the server entry (src/ssr/entry-server.tsx) into dist-ssr.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    zodWithoutEval(),
    trimBootstrap(path.resolve(import.meta.dirname, 'src')),
    ...(isSsrBuild ? [] : [precompress(), preloadFirstRead()]),
  ],
  // The server entry takes React's production build whatever NODE_ENV the server runs with:
  // the development build checks every element and was about half of a render's time.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: {
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    copyPublicDir: !isSsrBuild,
    // One stylesheet (15 KB of the app's own rules besides Bootstrap): a page the server drew
    // is styled before the scripts of its route have loaded theirs (decision 148).
    cssCodeSplit: false,
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      // The shared domain package is pure (its package.json says "sideEffects": false), and so
      // are its module-level Zod schemas: the ones a page does not use drop out of its chunks.
      treeshake: { manualPureFunctions: ['z'] },
      output: isSsrBuild
        ? {}
        : {
            // Everything the entry needs before the first page shows, in one file: split by what
            // the lazy pages share, it was 18 files, each a request and a module to instantiate on
            // a slow phone (bench/README.md, Lighthouse).
            codeSplitting: { groups: [{ name: 'first-load', tags: ['$initial'] }] },
          },
    },
  },
  // The server entry takes its packages in: Node cannot import some of their entry points
  // (react-bootstrap/Button and dom-helpers/css are folders), and React's come in production
  // code (the `define` above).
  ssr: { noExternal: true },
  server: {
    proxy: {
      '/api': { target: apiTarget },
      '/files': { target: apiTarget },
      // The sandbox payment gateway's card fields page and calls.
      '/payment-gateway': { target: apiTarget },
    },
  },
}));
