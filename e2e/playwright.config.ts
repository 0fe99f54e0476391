import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
/** E2E_BASE_URL runs the journeys against a server that is already up (e.g. vite dev). */
const external = process.env.E2E_BASE_URL;
const baseURL = external ?? `http://localhost:${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Journeys with two or three accessibility scans of a 500-row page take 25-30 s on the
  // two-core machine with both workers busy; a step that hangs still fails on its own timeout.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // *.phone.spec.ts journeys exist only below the md breakpoint (e.g. the collapsed menu).
    {
      name: 'desktop',
      testIgnore: '*.phone.spec.ts',
      use: { viewport: { width: 1280, height: 800 } },
    },
    // *.server.spec.ts start portal processes of their own, kill them and stop their
    // databases: what they test does not depend on the screen, so they run once.
    {
      name: 'phone',
      testIgnore: '*.server.spec.ts',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: external
    ? undefined
    : {
        command: 'node start-server.mjs',
        cwd: fileURLToPath(new URL('.', import.meta.url)),
        url: `${baseURL}/api/health`,
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
