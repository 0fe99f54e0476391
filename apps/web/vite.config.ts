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

export default defineConfig({
  plugins: [react(), zodWithoutEval()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      // The shared domain package is pure (schemas, rules, constants): unused parts drop out.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]packages[\\/]domain[\\/]/.test(id) },
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
