import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import type {
  CustomerMaterialNumber,
  CustomerMultipliers,
  Envelope,
  MultiplierEntry,
  SectionTable,
  TableModel,
} from '@portal/domain';
import { acceptPolicies, logIn, portalUrl, uniqueEmail } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { escapeRegExp, findTabWith, loadProduct, tabPath } from './support/catalogue.ts';
import { createInvitedCustomer, INVITED_CUSTOMER, pageCall } from './support/customer-user.ts';

/** The invitation code's customer, Lakeside Contractors, has a demo agreement. */
const CUSTOMER = INVITED_CUSTOMER;
const PASSWORD = 'Pr1ce-Check!';
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The agreement's entry for a model, the most specific first, worked out independently. */
function entryFor(m: CustomerMultipliers, model: TableModel): MultiplierEntry | null {
  return (
    m.MaterialMultipliers[model.PcnCatalogNumber] ??
    (model.ProductHierarchy ? m.ProductMultipliers[model.ProductHierarchy] : undefined) ??
    m.CustomerMultiplier
  );
}
function priceFor(m: CustomerMultipliers, model: TableModel): number {
  const entry = entryFor(m, model)!;
  return entry.PricingType === 1 ? entry.Rate : Math.round(model.TotalList! * entry.Rate) / 100;
}

/** The cell of a row under a column header (desktop), or the chosen field's cell (phone). */
async function cellUnder(page: Page, grid: Locator, row: Locator, header: string, phone: boolean) {
  if (phone) {
    const container = page.locator('.model-table').filter({ has: grid });
    await container.getByLabel('Choose field').selectOption({ label: header });
    return row.getByRole('cell').first();
  }
  const headers = (await grid.getByRole('columnheader').allInnerTexts()).map((h) => h.trim());
  const index = headers.findIndex((h) => h.startsWith(header));
  expect(index, `column ${header} in ${headers.join(', ')}`).toBeGreaterThan(0);
  return row.locator('th, td').nth(index);
}

test('a customer sees their prices and part numbers and buys at their price; the guest cart joins', async ({
  page,
  request,
  baseURL,
  isMobile,
}, testInfo) => {
  // Sign-up, the policy documents (pdf.js) and two sign-ins take a while on a busy machine.
  test.setTimeout(90_000);
  const demo = await loadProduct(request);
  const portal = (path: string) => portalUrl(baseURL, 'customers', path);
  await page.goto(portal('/authentication/login'));
  const email = uniqueEmail(testInfo, 'pricing');
  await createInvitedCustomer(page, email, PASSWORD);

  // The agreement and the table it prices, read as the user will see them.
  await logIn(page, email, PASSWORD);
  await acceptPolicies(page);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const agreement = (
    await pageCall<Envelope<CustomerMultipliers>>(
      page,
      'GET',
      `/api/Customer/${CUSTOMER}/multipliers`,
    )
  ).json.Data!;
  const material = Object.values(agreement.MaterialMultipliers);
  const byRate = material.find((e) => e.PricingType === 2)!;
  const netPrice = material.find((e) => e.PricingType === 1)!;
  const at = findTabWith(
    demo.sections,
    (i) => !!i.Table?.HasCart && i.Table.Models.some((m) => m.PcnCatalogNumber === byRate.Number),
  )!;
  const table: SectionTable = at.item.Table!;
  const model = (pcn: string) => table.Models.find((m) => m.PcnCatalogNumber === pcn)!;
  const families = Object.keys(agreement.ProductMultipliers);
  const familyOnly = table.Models.find(
    (m) =>
      families.includes(m.ProductHierarchy ?? '') &&
      !agreement.MaterialMultipliers[m.PcnCatalogNumber],
  )!;
  const customerRate = table.Models.find(
    (m) => m.TotalList! > 0 && m.Ecommerce && !families.includes(m.ProductHierarchy ?? ''),
  )!;
  const numbers = (
    await pageCall<Envelope<CustomerMaterialNumber[]>>(
      page,
      'POST',
      `/api/Customer/${CUSTOMER}/materials`,
      { pcns: table.Models.map((m) => m.PcnCatalogNumber) },
    )
  ).json.Data!;
  expect(numbers.length).toBeGreaterThan(0);
  const partNumber = new Map(numbers.map((n) => [n.PcnCatalogNumber, n.MaterialNumber]));

  // Before signing in again, this browser fills a guest cart on the portal.
  await pageCall(page, 'POST', '/api/Authentication/Logout', {});
  const guestAdd = await pageCall(page, 'POST', '/api/cart/items', {
    pcnCatalogNumber: familyOnly.PcnCatalogNumber,
    quantity: 2,
  });
  expect(guestAdd.status).toBe(200);
  await page.goto(portal('/authentication/login'));
  await logIn(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // List, Multiplier Pricing and Customer Material Number for each kind of entry.
  await page.goto(portal(`/catalog${tabPath(demo, at)}`));
  const grid = page.getByRole('table', { name: new RegExp(escapeRegExp(table.DisplayName!)) });
  for (const header of ['Multiplier Pricing', 'Customer Material Number']) {
    // A phone shows one column at a time, picked with 'Choose field'.
    const offered = isMobile
      ? page.locator('.model-table').filter({ has: grid }).getByRole('option', { name: header })
      : grid.getByRole('columnheader', { name: new RegExp(`^${header}`) });
    await expect(offered).toBeAttached();
  }
  const keyword = page.getByRole('searchbox', { name: `Search ${table.DisplayName}` });
  for (const pcn of [
    byRate.Number,
    netPrice.Number,
    familyOnly.PcnCatalogNumber,
    customerRate.PcnCatalogNumber,
  ]) {
    const row = grid.getByRole('row').filter({
      has: page.getByRole('rowheader', { name: pcn, exact: true }),
    });
    await keyword.fill(pcn);
    await expect(grid.getByRole('rowheader')).toHaveCount(1);
    const list = await cellUnder(page, grid, row, 'List Price', isMobile);
    await expect(list).toHaveText(usd.format(model(pcn).TotalList!));
    const price = await cellUnder(page, grid, row, 'Multiplier Pricing', isMobile);
    await expect(price).toHaveText(usd.format(priceFor(agreement, model(pcn))));
    const own = await cellUnder(page, grid, row, 'Customer Material Number', isMobile);
    await expect(own).toHaveText(partNumber.get(pcn) ?? '');
  }
  await expectNoSeriousA11yViolations(page);

  // The details say how the last one's price is made: the customer's own multiplier.
  const last = customerRate.PcnCatalogNumber;
  await grid.getByRole('button', { name: `Details of ${last}` }).click();
  const panel = page.getByRole('dialog', { name: 'Model Details' });
  await panel.getByText('How is this price made?').click();
  const rule = panel.getByRole('list', { name: 'How this price is made' }).getByRole('listitem');
  await expect(rule.nth(0)).toHaveText(`List price ${usd.format(model(last).TotalList!)}`);
  await expect(rule.nth(1)).toHaveText(/^(Multiplier|Net price) .+ for customer \d+$/);
  await expect(rule.nth(2)).toHaveText(
    `Your price ${usd.format(priceFor(agreement, model(last)))}`,
  );
  await page.getByRole('button', { name: 'Close Model Details' }).click();

  // The dialog offers the customer's price; the server charges it.
  const customerPrice = priceFor(agreement, familyOnly);
  if (isMobile) {
    // A phone opens the dialog from an addToCart link, as the product page offers.
    const name = encodeURIComponent(table.DisplayName ?? 'Default Section Table');
    const pcn = encodeURIComponent(familyOnly.PcnCatalogNumber);
    await page.goto(
      portal(`/catalog${demo.path}?addToCart=1&sectionTable=${name}&catalogNumber=${pcn}`),
    );
  } else {
    await keyword.fill(familyOnly.PcnCatalogNumber);
    await page.getByRole('button', { name: `Add to Cart ${familyOnly.PcnCatalogNumber}` }).click();
  }
  const dialog = page.getByRole('dialog', { name: /^Add to Cart/ });
  await expect(dialog).toContainText(usd.format(customerPrice));
  await expect(dialog).toContainText(`List Price${usd.format(familyOnly.TotalList!)}`);
  await dialog.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to Cart' })).toBeVisible();

  // The guest's two and the one just added are one line of three, at the customer's price;
  // the header's cart icon leads to the portal's cart (on a phone, once the link's details
  // panel, which covers the page, is closed).
  if (isMobile) await page.getByRole('button', { name: 'Close Model Details' }).click();
  const cartLink = page.getByRole('link', { name: 'Cart, 3 items' });
  await expect(cartLink).toHaveAttribute('href', '/catalog/cart');
  await cartLink.click();
  await expect(page).toHaveURL(portal('/catalog/cart'));
  const lines = page.getByRole('table', { name: 'Cart items' });
  // A line is named by its selection box: the catalogue number itself sits in an input.
  const line = lines
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox', { name: `Select ${familyOnly.PcnCatalogNumber}` }) })
    .first();
  await expect(line.getByLabel(/^Quantity of/)).toHaveValue('3');
  await expect(page.locator('.cart-action-bar')).toContainText(
    `3 items · Sub Total: ${usd.format(Math.round(customerPrice * 300) / 100)}`,
  );
  if (!isMobile) await expect(line).toContainText(usd.format(customerPrice));
  await expectNoSeriousA11yViolations(page);
});
