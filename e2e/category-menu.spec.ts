import { expect, test } from './support/test.ts';

test('the category menu keeps to one row with More for the rest, and nothing scrolls sideways', async ({
  page,
  isMobile,
}) => {
  const width = isMobile ? page.viewportSize()!.width : 1400;
  if (!isMobile) await page.setViewportSize({ width, height: 900 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Product Search' })).toBeVisible();
  if (!isMobile) {
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('button', { name: 'More' })).toBeVisible();
    const tops = await menu
      .locator('.nav-link:visible')
      .evaluateAll((links) => links.map((l) => Math.round(l.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
  }
  // The hidden copy the menu measures itself by must not widen the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
});
