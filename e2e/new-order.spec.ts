import {
  DEMO_PASSWORD,
  logIn,
  openPortalMenu,
  portalUrl,
  signInAsDemoRep,
} from './support/accounts.ts';
import { orderableModels } from './support/catalogue.ts';
import { pageCall } from './support/customer-user.ts';
import { onePagePdf, placeOrder } from './support/placing-orders.ts';
import { expect, test } from './support/test.ts';

test('a sales rep places an order for a customer from a pasted list with its PO document', async ({
  page,
  request,
  baseURL,
  isMobile,
}, testInfo) => {
  test.setTimeout(120_000);
  // Three parts of the demo parts list, as they would be copied from an e-mail.
  const [first, second, third] = (await orderableModels(request)).map((m) => m.PcnCatalogNumber);
  const poFile = await onePagePdf(testInfo.outputPath('purchase-order.pdf'));
  const po = `E2E${Date.now().toString(36).toUpperCase()}${isMobile ? 'P' : 'D'}`;

  await signInAsDemoRep(page, baseURL);
  await page.goto(portalUrl(baseURL, 'sales', '/orders'));
  if (isMobile) await openPortalMenu(page).catch(() => undefined);
  await page.getByRole('main').getByRole('link', { name: 'Create Order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Order' })).toBeVisible();

  // Next without a customer says what is missing and stays.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Customer is required')).toBeVisible();

  await page.getByLabel('Customer', { exact: true }).fill('Acm');
  await page
    .getByLabel('Customers found')
    .getByRole('button', {
      name: /Acme Heating & Air - 0000100100/,
    })
    .click();
  await expect(page.getByText('Bill To')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('PO Number is required')).toBeVisible();

  // This order goes to a job site: a one-time Ship To address, checked field by field.
  await page.getByLabel('My Billing and shipping address are the same').uncheck();
  await page
    .getByLabel('Ship To', { exact: true })
    .selectOption({ label: 'Another address (this order only)' });
  await page.getByLabel('PO Number').fill('X');
  await page.getByRole('button', { name: 'Next' }).click();
  const shipTo = page.getByRole('group', { name: 'Ship To address' });
  await expect(shipTo.getByText('Ship To Name is required')).toBeVisible();
  await expect(shipTo.getByText('Ship To Zip is required')).toBeVisible();
  await shipTo.getByLabel('Name').fill('Job site 12');
  await shipTo.getByLabel('Address Line 1').fill('400 Main St');
  await shipTo.getByLabel('City').fill('Dallas');
  await shipTo.getByLabel('State').selectOption('TX');
  await shipTo.getByLabel('Zip').fill('75201');
  await shipTo.getByLabel('Phone').fill('2145550100');
  await expect(shipTo.getByLabel('Phone')).toHaveValue('(214) 555-0100');
  await page.getByLabel('PO Number').fill('');
  await page.getByLabel('PO Number').fill(` ${po.slice(0, 4)} ${po.slice(4)} `);
  await expect(page.getByLabel('PO Number')).toHaveValue(po);
  await page.getByRole('button', { name: 'Next' }).click();

  // Items: a pasted list, one line mistyped, fixed in place.
  await expect(page.getByLabel('Add parts')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Order must include one or more items').first()).toBeVisible();
  await page
    .getByLabel('Add parts')
    .fill(`Catalog #,Qty\n${first},2\n${second}\t1\nNOPE-${second}  3\n`);
  await page.getByRole('button', { name: 'Add to Order' }).click();
  await expect(page.getByRole('row')).toHaveCount(3);
  const line = page.getByLabel('Line 4');
  await expect(page.getByText('No part has this number')).toBeVisible();
  await line.fill(`${third} 3`);
  await page.getByRole('button', { name: 'Add again' }).click();
  await expect(page.getByRole('row')).toHaveCount(4);
  await expect(page.getByLabel(`Quantity of ${third}`)).toHaveValue('3');
  // Acme's prices say how the agreement makes them.
  const firstRow = page.getByRole('row').filter({ hasText: first! });
  await firstRow.getByText('Price rule').click();
  await expect(firstRow.getByRole('list', { name: 'How this price is made' })).toContainText(
    /Multiplier|Net price/,
  );
  await page.getByRole('button', { name: 'Next' }).click();

  // Shipping and documents; Place Order asks first, then waits for the ERP's number.
  await page.getByLabel('Shipping Method').selectOption('UPS');
  await page.getByLabel('Shipping Notes').fill('Dock 3, call ahead');
  await page.getByLabel('Comment line 1').fill('Rush if possible');
  await expect(page.getByLabel('Comment line 2')).toBeVisible();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(
    page.getByText('Upload the PO document or select one from inquiry files'),
  ).toBeVisible();
  await page.getByLabel('PO Document').setInputFiles(poFile);
  await page.getByRole('button', { name: 'Place Order' }).click();
  const confirm = page.getByRole('dialog', { name: 'Place Order' });
  await expect(confirm).toContainText(
    'Please confirm you wish to place this order and there is a PO Document attached',
  );
  await confirm.getByRole('button', { name: 'Yes' }).click();

  await expect(page).toHaveURL(/\/order_summary\/\d{10}$/, { timeout: 30_000 });
  await expect(page.getByText(po)).toBeVisible();
  await expect(page.getByText(first!).first()).toBeVisible();
  await expect(page.getByText('Job site 12')).toBeVisible();
  // The placed order keeps the rule behind each price.
  await page.getByText('Price rule').first().click();
  await expect(page.getByRole('list', { name: 'How this price is made' }).first()).toContainText(
    'List price',
  );
});

test("a customer orders an earlier order's parts again at today's prices", async ({
  page,
  baseURL,
  isMobile,
}, testInfo) => {
  test.setTimeout(120_000);
  const poFile = await onePagePdf(testInfo.outputPath('reorder.pdf'));
  const customers = (path: string) => portalUrl(baseURL, 'customers', path);
  await page.goto(customers('/authentication/login'));
  await logIn(page, 'customer@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL(customers('/'));

  // The demo history arrives from the ERP seconds after the portal starts.
  await page.goto(customers('/orders?orderStatus=Shipped'));
  const details = page.getByRole('button', { name: /^Details of order / }).first();
  await expect(async () => {
    if (!(await details.isVisible())) await page.reload();
    await expect(details).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 40_000 });
  await details.click();
  await page.getByRole('link', { name: 'Reorder' }).first().click();

  await expect(page.getByRole('heading', { level: 1, name: 'New Order' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /parts added at today/ })).toBeVisible();
  await expect(page.getByText('Acme Heating & Air - 0000100100', { exact: true })).toBeVisible();
  const po = `RE${Date.now().toString(36).toUpperCase()}${isMobile ? 'P' : 'D'}`;
  await page.getByLabel('PO Number').fill(po);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('PO Document').setInputFiles(poFile);
  await placeOrder(page);
  await expect(page.getByText(po)).toBeVisible();
});

test('a customer admin may credit an order to any sales rep', async ({ page, baseURL }) => {
  const sales = (path: string) => portalUrl(baseURL, 'sales', path);
  await page.goto(sales('/authentication/login'));
  await logIn(page, 'admin@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL(sales('/'));
  await page.goto(sales('/new'));
  await page.getByLabel('Customer', { exact: true }).fill('Acm');
  await page
    .getByLabel('Customers found')
    .getByRole('button', { name: /Acme Heating & Air - 0000100100/ })
    .click();
  // Every rep the portal knows, not only the customer's own.
  const reps = await pageCall<{ Total: number }>(page, 'GET', '/api/sales-rep');
  const total = reps.json.Total;
  const picker = page.getByLabel('Sales Representative');
  await expect(picker.getByRole('option')).toHaveCount(total + 1);
  expect(total).toBeGreaterThan(2);
});
