import { configDefaults, defineConfig } from 'vitest/config';

const include = ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.{ts,tsx}'];
/** Files that replace modules (`vi.mock`) need a module registry of their own. */
const ownModules = ['apps/*/src/**/*.isolated.test.{ts,tsx}'];

export default defineConfig({
  test: {
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'shared-modules',
          include,
          exclude: [...configDefaults.exclude, ...ownModules],
          // Each worker imports the server's modules once for all its files instead of once per
          // file: 4 min 50 s became 1 min 34 s on the two-core machine (decision 147). Every file
          // still gets its own database; state a test leaves in a module is its own to undo.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'own-modules', include: ownModules } },
    ],
  },
});
