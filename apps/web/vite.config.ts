import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The dev server forwards API and file requests to a running portal server.
const apiTarget = process.env.PORTAL_API_URL ?? 'http://localhost:3300';

export default defineConfig({
  plugins: [react()],
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
