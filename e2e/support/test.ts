import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { watchBootstrapClasses } from './stylesheet-watch.ts';

/**
 * Every journey imports `test` and `expect` from here: each page and frame it opens reports
 * the Content-Security-Policy violations it meets, and a journey that met any fails. Two
 * witnesses, because each misses some: the `securitypolicyviolation` event (not fired in a
 * frame whose sandbox forbids scripts) and Chromium's console error naming the Content Security
 * Policy ("Refused to load ...", "Applying inline style violates ..."). Neither reaches into a
 * worker (the PDF viewer's): its script runs under the same policy, unwatched. Each journey
 * also fails when one of its pages carried a Bootstrap class the build left out.
 */
export const test = base.extend<{
  cspViolations: string[];
  hydrationErrors: string[];
  bootstrapClassesWithoutRule: void;
}>({
  cspViolations: [
    async ({ context }, use) => {
      const violations = await recordViolations(context);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  hydrationErrors: [
    async ({ context, javaScriptEnabled }, use) => {
      const errors = watchHydration(context, javaScriptEnabled);
      await use(errors);
      expect(errors, 'pages the browser could not take over from the server').toEqual([]);
    },
    { auto: true },
  ],
  bootstrapClassesWithoutRule: [
    async ({ context }, use) => {
      const missing = await watchBootstrapClasses(context);
      await use();
      expect(missing(), 'Bootstrap classes on the pages whose rules the build left out').toEqual(
        [],
      );
    },
    { auto: true },
  ],
});

export { expect };

async function recordViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  const note = (line: string) => {
    if (!violations.includes(line)) violations.push(line);
  };
  await context.exposeBinding('reportCspViolation', ({ frame }, text: string) =>
    note(`${frame.url()}: ${text}`),
  );
  await context.addInitScript(() => {
    const report = (window as unknown as { reportCspViolation?: (text: string) => void })
      .reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
      report?.(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'}${where}`);
    });
  });
  context.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy'))
      note(`${message.page()?.url() ?? 'a page'}: ${message.text()}`);
  });
  return violations;
}

/**
 * A page the server rendered shows its buttons before its scripts run; a click then does
 * nothing. Every page a journey opens or reloads is used once the browser has taken it over,
 * as a person would after the page stops loading. React reports markup it could not take over
 * (a hydration mismatch) as an uncaught error: a journey that meets one fails.
 */
function watchHydration(context: BrowserContext, scripts: boolean): string[] {
  const errors: string[] = [];
  // Without scripts the server's page is all there is.
  if (!scripts) return errors;
  const watch = (page: Page) => {
    page.on('pageerror', (error) => {
      if (/Minified React error #4(18|19|23)|[Hh]ydrat/.test(error.message))
        errors.push(`${page.url()}: ${error.message}`);
    });
    for (const method of ['goto', 'reload'] as const) {
      const original = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
      Object.assign(page, {
        [method]: async (...args: unknown[]) => {
          const response = await original(...args);
          await page.waitForFunction(
            () =>
              !document.getElementById('server-render') ||
              document.documentElement.dataset.appReady === 'true',
          );
          return response;
        },
      });
    }
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  return errors;
}
