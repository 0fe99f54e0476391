import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Lets the page settle before a scan. A dialog that opens under the pointer hovers one of its
 * buttons, and colours read half-way through that transition fail the contrast rule: the
 * pointer moves away, two frames let any transition start, then every animation must end.
 */
async function settle(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await page.waitForFunction(() => document.getAnimations().length === 0);
}

/** WCAG 2 A and AA scan of the page once settled; serious and critical findings fail the test. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await settle(page);
  // @axe-core/playwright types against its own playwright-core copy; the page API is the same.
  const axePage = page as unknown as ConstructorParameters<typeof AxeBuilder>[0]['page'];
  const results = await new AxeBuilder({ page: axePage }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes
          .map((n) => `${n.target.join(' ')} (${n.any.map((c) => c.message).join('; ')})`)
          .join(', ')}`,
    );
  expect(blocking, `accessibility violations on ${page.url()}`).toEqual([]);
}
