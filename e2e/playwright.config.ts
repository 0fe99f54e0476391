import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

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
    // A trace records screenshots and DOM snapshots at every step: on a two-core machine that
    // doubled the run. CI retries a failed journey once, with its trace.
    trace: 'on-first-retry',
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
    // Phones run the journeys a buyer makes on one. Left out: *.server.spec.ts (they start
    // portal processes of their own, kill them and stop their databases), and the back-office
    // and rule journeys whose screens have no phone layout of their own; each phone journey
    // costs as much as its desktop run, and these would only repeat it (decision 146).
    {
      name: 'phone',
      testIgnore: [
        '*.server.spec.ts',
        'accounts-admin.spec.ts',
        'accounts-guards.spec.ts',
        'accounts-signup.spec.ts',
        'catalogue-editor*.spec.ts',
        'checkout-payment.spec.ts',
        'content-security-policy.spec.ts',
        'log-viewer.spec.ts',
        'order-document-limits.spec.ts',
      ],
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        // A phone's own user agent: the server draws a page for a phone when the browser says
        // it is one (decision 148).
        userAgent: devices['Pixel 7'].userAgent,
      },
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
