import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { EDITOR, quietProduct, signInToEditor, siteUrl } from './support/editor.ts';
import { expect, test } from './support/test.ts';

// The narrowest phone the editor site is laid out for.
test.use({ viewport: { width: 375, height: 740 } });

test('the change log viewer fits a phone: filters two to a row, each change a card', async ({
  page,
  request,
  baseURL,
}) => {
  // A product of its own, created and deleted in the quiet series: two changes of its own.
  const name = `phone-log-${Date.now().toString(36)}`;
  const DisplayName = `${name}-with-a-display-name-longer-than-a-phone`;
  const { product, remove } = await quietProduct(request, baseURL, name, { DisplayName });
  await remove();

  await signInToEditor(page, baseURL, EDITOR);
  await page.goto(siteUrl(baseURL, 'editor', `/log-viewer?productId=${product.Id}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Change Log Viewer' })).toBeVisible();
  const changes = page.getByRole('table', { name: 'Changes' });
  await expect(changes.getByRole('row', { name: /Created/ }).first()).toBeVisible();
  await expect(changes.getByRole('row', { name: /Deleted/ })).toBeVisible();
  const fitsWidth = () =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await fitsWidth()).toBe(true);

  // Field and Action share a row: one to a row, the filters filled the first screen.
  const filters = page.getByRole('form', { name: 'Filter the changes' });
  const field = await filters.getByRole('textbox', { name: 'Field' }).boundingBox();
  const action = await filters.getByRole('combobox', { name: 'Action' }).boundingBox();
  expect(action?.y).toBe(field?.y);
  await expectNoSeriousA11yViolations(page);

  await filters.getByRole('combobox', { name: 'Action' }).selectOption('Deleted');
  await filters.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/action=Deleted/);
  await expect(changes.getByRole('row', { name: /Created/ })).toHaveCount(0);
  await expect(changes.getByRole('row', { name: /Deleted/ })).toBeVisible();
  expect(await fitsWidth()).toBe(true);
});
