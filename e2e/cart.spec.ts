import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import type { TableModel } from '@portal/domain';
import { acceptPolicies, logIn, portalUrl, uniqueEmail } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { escapeRegExp, findTabWith, loadProduct, tabPath } from './support/catalogue.ts';
import { createInvitedCustomer } from './support/customer-user.ts';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const buyable = (m: TableModel) => m.Ecommerce && m.TotalList !== null && m.TotalList > 0;
const items = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

/** The demo parts tab and two models of its first table that are sold online. */
async function partsTable(request: Parameters<typeof loadProduct>[0]) {
  const demo = await loadProduct(request);
  const at = findTabWith(
    demo.sections,
    (i) => !!i.Table?.HasCart && i.Table.Models.slice(0, 10).filter(buyable).length >= 2,
  );
  expect(at, 'the demo product has a table with models sold online').toBeTruthy();
  const table = at!.item.Table!;
  const [first, second] = table.Models.slice(0, 10).filter(buyable) as [TableModel, TableModel];
  return { demo, at: at!, table, first, second, path: tabPath(demo, at!) };
}

const cartLink = (page: Page) => page.getByRole('link', { name: /^Cart, \d+ items?$/ });
const dialog = (page: Page) => page.getByRole('dialog', { name: /^Add to Cart/ });

/** Every row's visible cells span exactly the header's columns and end where the header ends. */
async function expectRowsLineUp(table: Locator) {
  const rows = await table.evaluate((t) =>
    Array.from(t.querySelectorAll('tr'), (tr) => {
      const cells = Array.from(tr.children).filter(
        (c): c is HTMLTableCellElement => getComputedStyle(c).display !== 'none',
      );
      return {
        row: tr.className || 'line',
        columns: cells.reduce((n, c) => n + c.colSpan, 0),
        right: Math.round(cells.at(-1)!.getBoundingClientRect().right),
      };
    }),
  );
  const [header, ...body] = rows;
  for (const row of body) expect(row).toEqual({ ...header, row: row.row });
}

async function addFromRow(page: Page, model: TableModel, quantity: number) {
  await page.getByRole('button', { name: `Add to Cart ${model.PcnCatalogNumber}` }).click();
  const modal = dialog(page);
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  for (let i = 1; i < quantity; i++)
    await modal.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(modal.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(String(quantity));
  await modal.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to Cart' })).toBeVisible();
  await expect(modal).toBeHidden();
}

test('adds models from a table, merges a repeat, and edits the cart', async ({
  page,
  request,
  isMobile,
}) => {
  test.setTimeout(60_000);
  const { first, second, path } = await partsTable(request);
  await page.goto(path);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');

  // The dialog shows the model and refuses a negative quantity.
  await page.getByRole('button', { name: `Add to Cart ${first.PcnCatalogNumber}` }).click();
  const modal = dialog(page);
  await expect(modal).toContainText(first.FingoodTpiMfgMod);
  await expect(modal).toContainText(usd.format(first.TotalList!));
  await expect(modal.getByRole('img')).toHaveAttribute('width', '100');
  await expectNoSeriousA11yViolations(page);
  const quantity = modal.getByRole('spinbutton', { name: 'Quantity' });
  await quantity.fill('-2');
  await expect(modal.getByText('Negative quantity not allowed')).toBeVisible();
  await expect(modal.getByRole('button', { name: 'ADD TO CART' })).toBeDisabled();
  // Any other entry that is no quantity says what is wanted, instead of a silent button.
  for (const wrong of ['0', '1.5', '99999']) {
    await quantity.fill(wrong);
    await expect(modal.getByRole('alert')).toHaveText('Enter a whole number from 1 to 9999');
    await expect(modal.getByRole('button', { name: 'ADD TO CART' })).toBeDisabled();
  }
  await quantity.fill('2');
  await expect(modal.getByRole('alert')).toHaveCount(0);
  await modal.getByRole('button', { name: 'Cancel' }).click();

  await addFromRow(page, first, 2);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
  await addFromRow(page, second, 1);
  await addFromRow(page, first, 1);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 4 items');

  await cartLink(page).click();
  await expect(page).toHaveTitle(/^Cart \|/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Cart items' });
  const lineOf = (pcn: string) => table.getByRole('row').filter({ hasText: pcn }).first();
  await expect(table.getByRole('row')).toHaveCount(3); // header + two merged lines
  await expect(lineOf(first.PcnCatalogNumber).getByLabel(/^Quantity of/)).toHaveValue('3');
  const bar = page.locator('.cart-action-bar');
  let subTotal = first.TotalList! * 3 + second.TotalList!;
  await expect(bar).toContainText(`4 items · Sub Total: ${usd.format(subTotal)}`);
  await expectNoSeriousA11yViolations(page);

  // A new quantity is priced by the server.
  await lineOf(second.PcnCatalogNumber)
    .getByLabel(/^Quantity of/)
    .fill('3');
  await lineOf(second.PcnCatalogNumber)
    .getByLabel(/^Quantity of/)
    .press('Tab');
  subTotal = first.TotalList! * 3 + second.TotalList! * 3;
  await expect(bar).toContainText(`6 items · Sub Total: ${usd.format(subTotal)}`);

  // Duplicate saves a copy as a new line, selected like every new line.
  await lineOf(second.PcnCatalogNumber)
    .getByRole('button', { name: `Duplicate ${second.PcnCatalogNumber}` })
    .click();
  await expect(table.getByRole('row').filter({ hasText: second.PcnCatalogNumber })).toHaveCount(2);
  subTotal += second.TotalList! * 3;
  await expect(bar).toContainText(`9 items · Sub Total: ${usd.format(subTotal)}`);

  // Totals follow the selection.
  await table.getByRole('checkbox', { name: `Select ${first.PcnCatalogNumber}` }).uncheck();
  const selected = second.TotalList! * 6;
  await expect(bar).toContainText(`6 items · Sub Total: ${usd.format(selected)}`);
  await expect(page.getByRole('button', { name: /^Checkout/ })).toHaveText(
    `Checkout (${usd.format(selected)}, ${items(6)})`,
  );
  // A new quantity elsewhere keeps the unticked line out (decision 035).
  const copies = table.getByRole('row').filter({ hasText: second.PcnCatalogNumber });
  await copies
    .first()
    .getByLabel(/^Quantity of/)
    .fill('4');
  await copies
    .first()
    .getByLabel(/^Quantity of/)
    .press('Tab');
  await expect(bar).toContainText(`7 items · Sub Total: ${usd.format(second.TotalList! * 7)}`);
  await expect(
    table.getByRole('checkbox', { name: `Select ${first.PcnCatalogNumber}` }),
  ).not.toBeChecked();

  // Row details and the model details dialog.
  await lineOf(first.PcnCatalogNumber)
    .getByRole('button', { name: `Details of ${first.PcnCatalogNumber}` })
    .click();
  await expect(table.getByText('Available', { exact: true })).toBeVisible();
  await expectRowsLineUp(table);
  // The row actions fit: the table needs no hidden sideways scrolling, on a phone neither.
  const overflow = await page
    .locator('.cart-table')
    .evaluate((box) => box.scrollWidth - box.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  if (!isMobile) {
    // A guest pays the list price: it is the unit price, with no second price beside it.
    await lineOf(first.PcnCatalogNumber)
      .getByRole('button', { name: `${first.FingoodTpiMfgMod} (View Model Details)` })
      .click();
    const details = page.getByRole('dialog', { name: 'View Model Details' });
    await expect(details).toContainText(`Unit Price${usd.format(first.TotalList!)}`);
    await expect(details).not.toContainText('List Price');
    await details.getByRole('button', { name: 'Close' }).first().click();
    await expect(details).toBeHidden();
  }

  // Deleting one line asks first.
  await lineOf(first.PcnCatalogNumber)
    .getByRole('button', { name: `Delete ${first.PcnCatalogNumber}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText('Do you really want to delete?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(table.getByRole('row').filter({ hasText: first.PcnCatalogNumber })).toHaveCount(0);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 7 items');

  // Deleting many asks the spec's question; Cancel keeps them.
  await page.getByRole('button', { name: 'Delete Selected Lines' }).click();
  await expect(confirm).toContainText('Are you sure you want to delete all items?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(table.getByRole('row').filter({ hasText: second.PcnCatalogNumber })).toHaveCount(2);

  // Checkout takes the selected lines.
  await page.getByRole('button', { name: /^Checkout/ }).click();
  await expect(page).toHaveURL(/\/checkout\?items=\d+(,\d+)*$/);
});

test('says Unable to add item to cart and resets the quantity to 1 when adding fails', async ({
  page,
  request,
}) => {
  const { first, path } = await partsTable(request);
  await page.route('**/api/cart/items', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 503, json: { Successful: false, Message: 'Try again later' } })
      : route.fallback(),
  );
  await page.goto(path);
  await page.getByRole('button', { name: `Add to Cart ${first.PcnCatalogNumber}` }).click();
  const modal = dialog(page);
  const quantity = modal.getByRole('spinbutton', { name: 'Quantity' });
  await modal.getByRole('button', { name: 'Increase quantity' }).click();
  await modal.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(quantity).toHaveValue('3');
  await modal.getByRole('button', { name: 'ADD TO CART' }).click();

  await expect(
    page.getByRole('alert').filter({ hasText: 'Unable to add item to cart' }),
  ).toBeVisible();
  await expect(quantity).toHaveValue('1');
  await expect(modal).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
});

test('opens the quantity dialog from an addToCart link', async ({ page, request, isMobile }) => {
  const { demo, at, table, first } = await partsTable(request);
  const name = table.DisplayName ?? 'Default Section Table';
  const query = `?addToCart=1&sectionTable=${encodeURIComponent(name)}&catalogNumber=${encodeURIComponent(first.PcnCatalogNumber)}`;
  // On a phone the page itself opens the parts tab.
  await page.goto((isMobile ? demo.path : tabPath(demo, at)) + query);
  const modal = dialog(page);
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(first.FingoodTpiMfgMod);
  if (isMobile) await expect(page).toHaveURL(new RegExp(escapeRegExp(`/${at.tab.Name}?`)));
  await modal.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to Cart' })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await expect(page).not.toHaveURL(/addToCart=1/);
});

test('adds a line by catalogue number on the customer portal', async ({
  page,
  request,
  baseURL,
  isMobile,
}, testInfo) => {
  test.setTimeout(60_000);
  const { first } = await partsTable(request);
  await page.goto(portalUrl(baseURL, 'customers', '/authentication/login'));
  // A user of its own: a signed-in cart is the user's, whichever browser opens it.
  const email = uniqueEmail(testInfo, 'cart');
  await createInvitedCustomer(page, email, 'Cart-Entry-1!');
  await logIn(page, email, 'Cart-Entry-1!');
  await acceptPolicies(page);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goto(portalUrl(baseURL, 'customers', '/catalog/cart'));
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  const entry = page.getByRole('combobox', { name: 'Catalog number of a new line' });
  await expect(entry).toHaveAttribute('placeholder', 'Enter a Catalog Number');

  // Nothing found: a warning, and the field goes back to blank.
  await entry.fill('QQQ-NOTHING');
  await expect(page.getByText('No results found for: QQQ-NOTHING')).toBeVisible();
  await expect(entry).toHaveValue('');

  // Typed and left with Tab: the suggestions wait until the field has the focus again.
  // The suggestions' prices are asked for once the list has its models.
  const listed = page.waitForResponse((r) => r.url().includes('/api/cart/prices'));
  await entry.fill(first.PcnCatalogNumber);
  await entry.press('Tab');
  await expect(entry).not.toBeFocused();
  await listed;
  const suggestions = page.getByRole('listbox', { name: /^Models matching/ });
  await expect(suggestions).toBeHidden();
  await entry.focus();
  const option = page.getByRole('option', {
    name: new RegExp(`^${escapeRegExp(first.PcnCatalogNumber)}`),
  });
  // Each suggestion names the price its line will get: the customer's, from the server.
  await expect(option.first()).toContainText(/\$[\d,]+\.\d\d/);
  const offered = /\$[\d,]+\.\d\d/.exec((await option.first().textContent()) ?? '')![0];

  // Picked with the keyboard: the line is added and the blank entry field keeps the focus.
  await entry.press('ArrowDown');
  await entry.press('Enter');
  const table = page.getByRole('table', { name: 'Cart items' });
  await expect(
    table.getByRole('combobox', { name: `Catalog number of line ${first.PcnCatalogNumber}` }),
  ).toHaveValue(first.PcnCatalogNumber);
  await expect(entry).toBeFocused();
  await expect(entry).toHaveValue('');
  const line = table.getByRole('row').filter({
    has: page.getByRole('combobox', { name: `Catalog number of line ${first.PcnCatalogNumber}` }),
  });
  await expect(line).toContainText(offered);
  // The customer portal shows inventory; phones read it in the line's details.
  if (!isMobile) await expect(page.getByRole('columnheader', { name: 'Inventory' })).toBeVisible();
  await table.getByRole('button', { name: `Details of ${first.PcnCatalogNumber}` }).click();
  await expect(table.getByText('Status', { exact: true })).toBeVisible();
  // The line, its details and the entry row below them span the header's columns.
  await expectRowsLineUp(table);
  await expectNoSeriousA11yViolations(page);
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
    'href',
    /^\/catalog/,
  );
});
