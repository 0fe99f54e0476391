import { expect, test } from './support/test.ts';

test('the phone menu opens, leads to a category and closes again', async ({ page }) => {
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Main' });
  const home = menu.getByRole('link', { name: 'Home', exact: true });
  await expect(home).toBeHidden();
  await menu.getByRole('button').click();
  await expect(home).toBeVisible();
  const category = menu.getByRole('link').nth(1);
  const name = (await category.innerText()).trim();
  await category.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(home).toBeHidden();
});
