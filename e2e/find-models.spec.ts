import { portalUrl, signInAsDemoRep } from './support/accounts.ts';
import { findTabWith, loadProduct, orderableModels } from './support/catalogue.ts';
import { expect, test } from './support/test.ts';

test('a sales rep browses the catalogue in Find Models and adds a part to the order at the customer’s price', async ({
  page,
  request,
  baseURL,
  isMobile,
}) => {
  test.setTimeout(120_000);
  const demo = await loadProduct(request);
  const [part] = await orderableModels(request);
  if (!part) throw new Error('The demo parts list has no part sold online');

  await signInAsDemoRep(page, baseURL);
  await page.goto(portalUrl(baseURL, 'sales', '/new'));
  await page.getByLabel('Customer', { exact: true }).fill('Acm');
  await page
    .getByLabel('Customers found')
    .getByRole('button', { name: /Acme Heating & Air - 0000100100/ })
    .click();
  await page.getByLabel('PO Number').fill(`FIND${Date.now().toString(36).toUpperCase()}`);
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('button', { name: 'Browse Catalogue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Find Models' });
  await expect(dialog).toBeVisible();
  // The orders sites browse only: Search and Filter is not offered there.
  await expect(dialog.getByRole('tab', { name: 'Browse By Category' })).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Search and Filter' })).toHaveCount(0);

  const tree = dialog.getByRole('tree', { name: 'Catalogue' });
  const category = tree.getByRole('treeitem', {
    name: demo.product.Category.DisplayName,
    exact: true,
  });
  await expect(category).toBeVisible();
  await expect(category).toHaveAttribute('aria-expanded', 'false');

  // The keyboard opens a category and walks into it.
  await category.focus();
  await page.keyboard.press('ArrowRight');
  await expect(category).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(
    tree.getByRole('treeitem', { name: demo.product.ProductClass.DisplayName, exact: true }),
  ).toBeFocused();

  // The highlight box takes a pattern, in any case, and opens the way to what it marks.
  const pattern = `^${demo.product.DisplayName.slice(0, 3).toLowerCase()}.*`;
  await dialog.getByLabel('Highlight in the tree').fill(pattern);
  const product = tree.getByRole('treeitem', { name: demo.product.DisplayName, exact: true });
  await expect(product.locator('mark')).toBeVisible();

  // Reloading the selected level keeps the tree whole.
  await category.click();
  await dialog.getByRole('button', { name: 'Reload Selected' }).click();
  await expect(dialog.getByRole('button', { name: 'Reload Selected' })).toBeEnabled();
  await expect(product).toBeVisible();

  await product.click();
  if (isMobile) {
    // A phone shows each tab folded, as on the product page.
    const at = findTabWith(demo.sections, (i) =>
      (i.Table?.Models ?? []).some((m) => m.PcnCatalogNumber === part.PcnCatalogNumber),
    );
    if (!at) throw new Error('The part is in no tab');
    await dialog
      .getByRole('button', { name: at.tab.MobileDisplayName ?? at.tab.DisplayName, exact: true })
      .click();
  }
  const row = dialog.getByRole('row', { name: new RegExp(part.PcnCatalogNumber) }).first();
  const keyword = dialog.getByRole('searchbox').first();
  await keyword.fill(part.PcnCatalogNumber);
  await expect(row).toBeVisible();

  if (!isMobile) {
    // The Multiplier box reprices the table from list.
    const multiplier = dialog.getByLabel('Multiplier').first();
    await multiplier.fill('50');
    const half = ((part.TotalList ?? 0) / 2).toFixed(2);
    await expect(row).toContainText(half);
    await multiplier.fill('');

    // The details panel opens over the dialog; Escape closes the panel, not the dialog.
    await row.getByRole('cell').first().click();
    const panel = page.getByRole('dialog', { name: 'Model Details' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Add to Order' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(dialog).toBeVisible();
  }

  await row
    .getByRole('button', { name: new RegExp(`Add to Order.*${part.PcnCatalogNumber}`) })
    .click();
  await expect(page.getByText('Item Added to Order')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel(`Quantity of ${part.PcnCatalogNumber}`)).toHaveValue('1');
  const line = page.getByRole('row').filter({ hasText: part.PcnCatalogNumber }).first();
  const acmePrice = /\$[\d,]+\.\d\d/.exec((await line.textContent()) ?? '')![0];

  // Another customer: the order's parts are priced again, at that customer's price.
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Remove' }).click();
  await page.getByLabel('Customer', { exact: true }).fill('Bluegr');
  await page
    .getByLabel('Customers found')
    .getByRole('button', { name: /Bluegrass Mechanical - 0000100200/ })
    .click();
  await expect(
    page.getByText("The order's parts are priced for Bluegrass Mechanical now."),
  ).toBeVisible();
  await page.getByLabel('PO Number').fill(`FIND${Date.now().toString(36).toUpperCase()}`);
  await page.getByRole('button', { name: 'Next' }).click();
  // Bluegrass buys at its own multiplier, not Acme's.
  await expect(line).toContainText(/\$[\d,]+\.\d\d/);
  await expect(line).not.toContainText(acmePrice);
});
