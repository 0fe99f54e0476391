import { writeFile } from 'node:fs/promises';
import { acceptPolicies, logIn, portalUrl, uniqueEmail } from './support/accounts.ts';
import { orderableModels } from './support/catalogue.ts';
import { createInvitedCustomer } from './support/customer-user.ts';
import { onePagePdf, placeOrder } from './support/placing-orders.ts';
import { expect, test } from './support/test.ts';

test('a customer fills the cart by quick order and a file, then places it as an order', async ({
  page,
  request,
  baseURL,
  isMobile,
}, testInfo) => {
  test.setTimeout(150_000);
  const [first, second, third] = (await orderableModels(request)).map((m) => m.PcnCatalogNumber);
  const customers = (path: string) => portalUrl(baseURL, 'customers', path);

  // A user of their own: a signed-in cart follows its user.
  await page.goto(customers('/authentication/login'));
  const email = uniqueEmail(testInfo, 'quick');
  await createInvitedCustomer(page, email, 'Quick-Order-1!');
  await logIn(page, email, 'Quick-Order-1!');
  await acceptPolicies(page);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  await page.goto(customers('/catalog/cart'));
  await page.getByRole('button', { name: /Quick order/ }).click();
  await page
    .getByRole('textbox', { name: 'Catalog numbers and quantities' })
    .fill(`Catalog #\tQty\n${first}\t2\nNOPE-${second}\t1`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const table = page.getByRole('table', { name: 'Cart items' });
  const lineOf = (pcn: string) =>
    table.getByRole('combobox', { name: `Catalog number of line ${pcn}` });
  await expect(lineOf(first!)).toHaveValue(first!);
  await expect(page.getByText('No part has this number')).toBeVisible();

  // The mistyped line, corrected where it is listed.
  await page.getByLabel('Line 3', { exact: true }).fill(`${second} 1`);
  await page.getByRole('button', { name: 'Add again' }).click();
  await expect(lineOf(second!)).toHaveValue(second!);
  await expect(page.getByText('No part has this number')).toBeHidden();

  // A spreadsheet saved as CSV.
  const csv = testInfo.outputPath('parts.csv');
  await writeFile(csv, `Part,Quantity\r\n${third},3\r\n`);
  await page.locator('input[type=file]').setInputFiles(csv);
  await expect(lineOf(third!)).toHaveValue(third!);

  // The cart becomes the order's items, priced for the customer.
  await page.goto(customers('/new'));
  await page.getByLabel('Customer', { exact: true }).fill('Lakes');
  await page
    .getByLabel('Customers found')
    .getByRole('button', { name: /Lakeside Contractors - 0000100400/ })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: '3 parts from your cart added' }),
  ).toBeVisible();
  await page
    .getByLabel('PO Number')
    .fill(`QO${Date.now().toString(36).toUpperCase()}${isMobile ? 'P' : 'D'}`);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel(`Quantity of ${first}`)).toHaveValue('2');
  await expect(page.getByLabel(`Quantity of ${third}`)).toHaveValue('3');
  await page.getByRole('button', { name: 'Next' }).click();
  await page
    .getByLabel('PO Document')
    .setInputFiles(await onePagePdf(testInfo.outputPath('po.pdf')));
  await placeOrder(page);

  // The order took the cart's lines.
  await expect(page.getByRole('link', { name: /^Cart, \d+ items?$/ })).toHaveAccessibleName(
    'Cart, 0 items',
  );
});
