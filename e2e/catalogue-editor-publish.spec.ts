import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { escapeRegExp } from './support/catalogue.ts';
import { EDITOR, quietSeries, signInToEditor, siteUrl, treeLabel } from './support/editor.ts';
import { expect, test } from './support/test.ts';

test.describe.configure({ mode: 'serial' });

const treeItem = (page: Page, name: string) =>
  page
    .getByRole('tree', { name: 'Catalogue items' })
    .getByRole('treeitem', { name: new RegExp(`^${escapeRegExp(name)}`) });

const save = async (page: Page) => {
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Save Successful!')).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
};

test('a product created in preview shows only in preview until Preview Only is cleared', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const way = await quietSeries(page.request, baseURL);
  const name = `published-${Date.now().toString(36)}`;
  const partsPath = `/${[...way.map((n) => n.Name), name].join('/')}`;
  const previewOnly = page.getByRole('checkbox', { name: 'Preview Only' });

  await signInToEditor(page, baseURL, EDITOR);
  for (const node of way) await treeItem(page, treeLabel(node)).click();
  await expect(treeItem(page, treeLabel(way[2]))).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'New Product' }).click();
  const dialog = page.getByRole('dialog', { name: /^New Product/ });
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
  await dialog.getByRole('textbox', { name: /^Display Name/ }).fill(name);
  await dialog.getByRole('button', { name: 'Create Product' }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByText('Created', { exact: true })).toBeVisible();
  await expect(treeItem(page, name)).toContainText('New');

  // In the parts site (edit tab) and its catalogue (catalogs tab), and in preview only.
  const inParts = page.getByRole('checkbox', { name: 'Replacement Parts', exact: true });
  await inParts.check();
  await previewOnly.check();
  await page.getByRole('tab', { name: 'catalogs' }).click();
  await inParts.check();
  await save(page);
  const editorAddress = page.url();

  // In preview the parts site shows it; without preview it is not there.
  await page.goto(siteUrl(baseURL, 'parts', `${partsPath}?isPreview=true`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.goto(siteUrl(baseURL, 'parts', partsPath));
  await expect(page.getByRole('heading', { level: 1, name })).toHaveCount(0);

  // Publishing: Preview Only cleared and saved.
  await page.goto(editorAddress);
  await expect(previewOnly).toBeChecked();
  await previewOnly.uncheck();
  await save(page);
  await page.goto(siteUrl(baseURL, 'parts', partsPath));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // The change log lists the creation and both changes of Preview Only.
  await page.goto(editorAddress);
  await page.getByRole('link', { name: 'Change log', exact: true }).click();
  await expect(page).toHaveURL(/\/log-viewer\?productId=\d+$/);
  await expect(page.getByRole('row', { name: new RegExp(`Created ${name}$`) })).toBeVisible();
  await expect(page.getByRole('row', { name: / Preview Only false true$/ })).toBeVisible();
  await expect(page.getByRole('row', { name: / Preview Only true false$/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /IsPreview/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Deleted, it stays in view with its Deleted badge, to read only.
  await page.goto(editorAddress);
  await page.getByRole('button', { name: 'Delete Product' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm Deletion' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Deleted', { exact: true })).toBeVisible();
  await expect(page.getByText('This Product was deleted.', { exact: false })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Display Name/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  await expect(treeItem(page, name)).toHaveCount(0);
});

test('a site’s browser title edited under Sites is its pages’ title', async ({ page, baseURL }) => {
  const site = 'Change Requests';
  const crPage = new URL(siteUrl(baseURL, 'parts', '/'));
  crPage.hostname = 'cr.localhost';
  const title = page.getByRole('textbox', { name: /^Browser Title/ });
  const changed = `Requests ${Date.now().toString(36)}`;

  await signInToEditor(page, baseURL, EDITOR);
  await treeItem(page, 'Sites').click();
  await treeItem(page, site).click();
  await expect(page.getByRole('heading', { level: 2, name: site })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Host Names/ }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const before = await title.inputValue();
  await title.fill(changed);
  await save(page);

  const editorAddress = page.url();
  try {
    await page.goto(crPage.toString());
    await expect(page).toHaveTitle(new RegExp(`${escapeRegExp(changed)}$`));
  } finally {
    await page.goto(editorAddress);
    await title.fill(before);
    await save(page);
  }
  await page.goto(crPage.toString());
  await expect(page).toHaveTitle(new RegExp(`${escapeRegExp(before)}$`));
});

test('a product editor sees no Sites, Catalogs or Divisions', async ({ page, baseURL }) => {
  await signInToEditor(page, baseURL, 'product-editor@example.com');
  await expect(treeItem(page, 'Unit Heaters')).toBeVisible();
  await expect(treeItem(page, 'Sites')).toHaveCount(0);
  await expect(treeItem(page, 'Divisions')).toHaveCount(0);
});

/** A 2×2 PNG, enough for the library to read its size. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

test('a site’s logo is chosen from the image library and shows as a thumbnail', async ({
  page,
  baseURL,
}) => {
  await signInToEditor(page, baseURL, EDITOR);
  await treeItem(page, 'Sites').click();
  await treeItem(page, 'Change Requests').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Change Requests' })).toBeVisible();
  await page.getByRole('tab', { name: 'site-logo' }).click();
  const logo = page.getByRole('img', { name: 'Logo', exact: true });
  await expect(logo).toHaveAttribute('src', '/files/branding/logo-cr.svg');

  await page.getByRole('button', { name: 'Choose image…' }).first().click();
  const picker = page.getByRole('dialog', { name: 'Choose an image' });
  await picker.getByLabel('Upload an image').setInputFiles({
    name: `logo-${Date.now().toString(36)}.png`,
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(picker.getByRole('button', { name: 'Choose', exact: true })).toBeEnabled();
  await picker.getByRole('button', { name: 'Choose', exact: true }).click();
  await expect(picker).toBeHidden();
  await expect(logo).toHaveAttribute('src', /^\/files\/images\/library\/.+\.png$/);
  await expect(logo).toHaveAttribute('width', '64');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(logo).toHaveAttribute('src', '/files/branding/logo-cr.svg');
});
