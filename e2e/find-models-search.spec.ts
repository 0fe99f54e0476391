import { DEMO_PASSWORD, logIn, portalUrl } from './support/accounts.ts';
import { orderableModels } from './support/catalogue.ts';
import { expect, test } from './support/test.ts';

test('a customer finds a part by its fields in Find Models and adds it to the order', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const [part] = await orderableModels(request);
  const customers = (path: string) => portalUrl(baseURL, 'customers', path);
  await page.goto(customers('/authentication/login'));
  await logIn(page, 'customer@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL(customers('/'));
  await page.goto(customers('/new'));
  await page.getByLabel('Customer', { exact: true }).fill('Acm');
  await page
    .getByLabel('Customers found')
    .getByRole('button', { name: /Acme Heating & Air - 0000100100/ })
    .click();
  await page.getByLabel('PO Number').fill(`SF${Date.now().toString(36).toUpperCase()}`);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Browse Catalogue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Find Models' });
  await dialog.getByRole('tab', { name: 'Search and Filter' }).click();
  await expect(dialog.getByText('Use the filters to search and filter the results.')).toBeVisible();

  // A model number nobody has: nothing found.
  const field = dialog.getByLabel('Field of filter 1');
  await field.selectOption({ label: 'Model Number' });
  await dialog.getByLabel('Value of filter 1').fill('NO-SUCH-MODEL-QQQ');
  await dialog.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(dialog.getByText('No Models Found for the filters.')).toBeVisible();

  // The part's own model number, and a second filter on its catalogue number.
  await dialog.getByLabel('Value of filter 1').fill(part!.FingoodTpiMfgMod);
  await dialog.getByRole('button', { name: 'Add Filter' }).click();
  await dialog.getByLabel('Field of filter 2').selectOption({ label: 'Catalog Number' });
  await dialog.getByLabel('Value of filter 2').fill(part!.PcnCatalogNumber);
  await dialog.getByLabel('Value of filter 2').press('Enter');
  await expect(dialog.getByText(/^1 of 1 results?$/)).toBeVisible();
  const row = dialog.getByRole('row', { name: new RegExp(part!.PcnCatalogNumber) });
  await row
    .getByRole('button', { name: new RegExp(`Add to Order.*${part!.PcnCatalogNumber}`) })
    .click();
  await expect(page.getByText('Item Added to Order')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByLabel(`Quantity of ${part!.PcnCatalogNumber}`)).toHaveValue('1');
});
