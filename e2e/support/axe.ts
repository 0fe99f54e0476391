import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2 A and AA scan of the page as it is; serious and critical findings fail the test. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // @axe-core/playwright types against its own playwright-core copy; the page API is the same.
  const axePage = page as unknown as ConstructorParameters<typeof AxeBuilder>[0]['page'];
  const results = await new AxeBuilder({ page: axePage }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  expect(blocking, `accessibility violations on ${page.url()}`).toEqual([]);
}
