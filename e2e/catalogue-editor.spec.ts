import type { Page } from '@playwright/test';
import { EditorMessage, type EditorItem } from '@portal/domain';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { escapeRegExp } from './support/catalogue.ts';
import {
  EDITOR,
  lastProductPath,
  PRODUCT_EDITOR,
  signInEditorApi,
  signInToEditor,
  siteUrl,
  treeLabel,
  type TreePath,
} from './support/editor.ts';
import { expect, test } from './support/test.ts';

test.describe.configure({ mode: 'serial' });

const treeItem = (page: Page, name: string) =>
  page
    .getByRole('tree', { name: 'Catalogue items' })
    .getByRole('treeitem', { name: new RegExp(`^${escapeRegExp(name)}`) });

/** Opens the tree down to the product, clicking each level (from `from`) as a user would. */
async function openProduct(page: Page, path: TreePath, from = 0) {
  for (const node of path.slice(from)) {
    const item = treeItem(page, treeLabel(node));
    await item.click();
    await expect(item).toHaveAttribute('aria-selected', 'true');
  }
  await expect(
    page.getByRole('heading', { level: 2, name: treeLabel(path[3]), exact: true }),
  ).toBeVisible();
}

const displayName = (page: Page) => page.getByRole('textbox', { name: /^Display Name/ });

test('an editor renames a product, sees it in the preview of the parts site and in the change log', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const path = await lastProductPath(request, baseURL);
  const [category, productClass, series, product] = path;
  const before = treeLabel(product);
  const after = `${product.Name.toUpperCase()} renamed ${Date.now().toString(36)}`;

  await signInToEditor(page, baseURL, EDITOR);
  await expect(page).toHaveTitle(/^Catalogue Editor/);
  await expect(treeItem(page, treeLabel(category))).toContainText('Category');
  await openProduct(page, path);
  await expect(page.getByRole('tab', { name: 'edit' })).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousA11yViolations(page);

  // The field says it changed; a blank display name is no change at all.
  await displayName(page).fill('');
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  await displayName(page).fill(after);
  await page.getByRole('button', { name: 'Options for Display Name' }).click();
  await expect(page.getByText('Changed', { exact: true }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Save Successful!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: after })).toBeVisible();
  await expect(page.getByText('Updated', { exact: true })).toBeVisible();
  await expect(treeItem(page, after)).toBeVisible();

  // The field's history, from the change log.
  await page.getByRole('button', { name: 'Options for Display Name' }).click();
  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'History of Display Name' });
  await expect(history.getByRole('row', { name: new RegExp(escapeRegExp(after)) })).toContainText(
    before,
  );
  await history.getByRole('button', { name: 'Close' }).click();

  // The change log of the product: who, what, from and to.
  await page.getByRole('link', { name: 'Change log', exact: true }).click();
  await expect(page).toHaveURL(/\/log-viewer\?productId=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Change Log Viewer' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(escapeRegExp(after)) });
  await expect(row).toContainText('Display Name');
  await expect(row).toContainText(before);
  await expect(row).toContainText('Eden Editor');
  await expectNoSeriousA11yViolations(page);

  // The item's link opens it in the editor, with the way to it opened in the tree.
  await page.evaluate(() => sessionStorage.clear());
  await row.getByRole('link', { name: new RegExp(escapeRegExp(after)) }).click();
  await expect(page).toHaveURL(/\/\?entity=Product&id=\d+$/);
  await expect(treeItem(page, after)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name: after })).toBeVisible();

  // The parts site in preview shows the new name.
  const productPath = [category, productClass, series, product].map((n) => n.Name).join('/');
  await page.goto(siteUrl(baseURL, 'parts', `/${productPath}?isPreview=true`));
  await expect(page.getByRole('heading', { level: 1, name: after })).toBeVisible();
});

test('leaving an item with unsaved changes asks first; Yes discards them', async ({
  page,
  request,
  baseURL,
}) => {
  const path = await lastProductPath(request, baseURL);
  await signInToEditor(page, baseURL, EDITOR);
  await openProduct(page, path);
  await page.getByRole('spinbutton', { name: 'Order' }).fill('77');
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  // Another item in the tree: No stays with the changes.
  await treeItem(page, treeLabel(path[2])).click();
  const prompt = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'No' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Order' })).toHaveValue('77');

  // Another page: Yes leaves and the changes are gone.
  await page.getByRole('link', { name: 'Change Log', exact: true }).click();
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(siteUrl(baseURL, 'editor', '/log-viewer'));
  await page.goBack();
  await expect(page.getByRole('spinbutton', { name: 'Order' })).not.toHaveValue('77');
});

test('a save over someone else’s says so, and Reload shows their change', async ({
  page,
  request,
  baseURL,
}) => {
  const path = await lastProductPath(request, baseURL);
  const product = path[3];
  await signInToEditor(page, baseURL, EDITOR);
  await openProduct(page, path);

  // Someone else saves the product after it was opened here.
  const headers = await signInEditorApi(request, baseURL);
  const itemPath = `/api/editor/item/Product/${product.Id}`;
  const item = (await (await request.get(itemPath, { headers })).json()) as EditorItem;
  const theirs = Number(item.Values.OrderBy ?? 0) + 5;
  const saved = await request.put(itemPath, {
    headers,
    data: { Version: item.Version, Values: { OrderBy: theirs } },
  });
  expect(saved.ok()).toBe(true);

  await page.getByRole('spinbutton', { name: 'Order' }).fill(String(theirs + 1));
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(EditorMessage.conflict)).toBeVisible();
  await page.getByRole('button', { name: 'Reload', exact: true }).click();
  await expect(page.getByRole('spinbutton', { name: 'Order' })).toHaveValue(String(theirs));
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
});

test('a product editor may not open a category but edits a product', async ({
  page,
  request,
  baseURL,
}) => {
  const path = await lastProductPath(request, baseURL);
  await signInToEditor(page, baseURL, PRODUCT_EDITOR);
  await treeItem(page, treeLabel(path[0])).click();
  await expect(page.getByText('You may not open a Category.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveCount(0);

  await openProduct(page, path, 1);
  await expect(displayName(page)).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
});

test('a signed-in user without the editor is refused', async ({ page, baseURL }) => {
  await signInToEditor(page, baseURL, 'rep@example.com');
  await expect(page.getByText('Access to the Editor is Denied.')).toBeVisible();
});
