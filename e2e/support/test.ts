import { test as base, expect, type BrowserContext } from '@playwright/test';

/**
 * Every journey imports `test` and `expect` from here: each page and frame it opens reports
 * the Content-Security-Policy violations it meets, and a journey that met any fails. Two
 * witnesses, because each misses some: the `securitypolicyviolation` event (not fired in a
 * frame whose sandbox forbids scripts) and Chromium's console error naming the Content Security
 * Policy ("Refused to load ...", "Applying inline style violates ..."). Neither reaches into a
 * worker (the PDF viewer's): its script runs under the same policy, unwatched.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations = await recordViolations(context);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
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
