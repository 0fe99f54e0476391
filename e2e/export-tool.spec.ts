import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import type { ModelSearchResult, TableModel } from '@portal/domain';
import ExcelJS from 'exceljs';
import { DEMO_PASSWORD, logIn, portalUrl, type PortalSite } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { escapeRegExp, loadProduct, type DemoProduct } from './support/catalogue.ts';
import { pageCall } from './support/customer-user.ts';

const TITLE = 'Pricing and Inventory Tool';
const ACME = 'Acme Heating & Air - 0000100100';

async function openTool(page: Page, baseURL: string | undefined, site: PortalSite, user: string) {
  await page.goto(portalUrl(baseURL, site, '/authentication/login'));
  await logIn(page, user, DEMO_PASSWORD);
  await expect(page).toHaveURL(portalUrl(baseURL, site, '/'));
  await page.goto(portalUrl(baseURL, site, '/export'));
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${TITLE}`));
}

/** The first sheet of a downloaded file, with its header row as texts. */
async function sheetOf(download: Download) {
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  const bytes = await readFile((await download.path())!);
  await workbook.xlsx.load(new Uint8Array(bytes).buffer);
  const sheet = workbook.worksheets[0]!;
  const header = (sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1).map(String);
  const cell = (row: number, column: string) =>
    sheet.getRow(row).getCell(header.indexOf(column) + 1);
  return { sheet, header, cell };
}

async function downloadBy(page: Page, click: () => Promise<void>): Promise<Download> {
  const downloading = page.waitForEvent('download');
  await click();
  return downloading;
}

/** Category › Product Class › Manufacturing Series › Product, as a user opens the tree. */
async function browseTo(page: Page, demo: DemoProduct) {
  await page.getByRole('tab', { name: 'Browse' }).click();
  const tree = page.getByRole('tree', { name: 'Catalogue' });
  const { product } = demo;
  for (const name of [
    product.Category.DisplayName,
    product.ProductClass.DisplayName,
    product.ManufacturingSeries.DisplayName,
    product.DisplayName,
  ])
    await tree.getByRole('treeitem', { name, exact: true }).click();
}

/** A model of the demo product that has a series and a material group. */
function journeyModel(demo: DemoProduct): TableModel {
  const models = demo.sections.flatMap((s) =>
    s.Tabs.flatMap((t) => t.Items.flatMap((i) => i.Table?.Models ?? [])),
  );
  const model = models.find((m) => m.Series && m.MaterialGroupNumber);
  expect(model, 'a model with a series and a material group').toBeTruthy();
  return model!;
}

test('a sales rep exports a customer’s prices from every tab and the whole catalogue', async ({
  page,
  request,
  baseURL,
  isMobile,
}) => {
  test.setTimeout(150_000);
  const demo = await loadProduct(request);
  const model = journeyModel(demo);
  await openTool(page, baseURL, 'sales', 'rep@example.com');
  await expect(page.getByText(/^Version \d+\.\d+\.\d+$/)).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Customer' })).toHaveAttribute(
    'placeholder',
    'Standard Customer',
  );
  await expect(page.getByRole('switch', { name: 'Inventory' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Pricing' })).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  // The customer: their prices, material numbers and the button for the numbers.
  await page.getByRole('searchbox', { name: 'Customer' }).fill('Acm');
  await page
    .getByLabel('Customers found')
    .getByRole('button', { name: new RegExp(ACME) })
    .click();
  await expect(page.getByText(ACME, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: `Customer details of ${ACME}` })).toHaveAttribute(
    'href',
    '/customer/0000100100',
  );
  await expect(page.getByRole('button', { name: 'Clear customer' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Export All Customer Material Numbers' }),
  ).toBeVisible();

  // Browse to the product: its tables priced for the customer, and its file.
  await browseTo(page, demo);
  const viewer = page.locator('#export-viewer');
  await expect(viewer.getByRole('heading', { name: demo.product.DisplayName })).toBeVisible();
  const grid = viewer.getByRole('table').first();
  await expect(grid.getByRole('columnheader', { name: /Multiplier Pricing/ })).toBeVisible();
  const firstNumber = (await grid.getByRole('rowheader').first().innerText()).trim();
  const productFile = await sheetOf(
    await downloadBy(page, () =>
      viewer.getByRole('button', { name: 'Export Product to Excel' }).click(),
    ),
  );
  expect(productFile.header).toEqual(
    expect.arrayContaining([
      'Catalog #',
      'Customer Material Number',
      'List Price',
      'Multiplier Pricing',
      'Inventory',
    ]),
  );
  expect(productFile.cell(2, 'Catalog #').value).toBe(firstNumber);
  expect(typeof productFile.cell(2, 'List Price').value).toBe('number');
  // The customer's price says how it is made.
  await grid.getByRole('button', { name: `Details of ${firstNumber}` }).click();
  const details = page.getByRole('dialog', { name: 'Model Details' });
  await details.getByText('How is this price made?').click();
  await expect(details.getByRole('list', { name: 'How this price is made' })).toContainText(
    'List price',
  );
  await expectNoSeriousA11yViolations(page);
  await details.getByRole('button', { name: 'Close Model Details' }).click();
  await expect(details).toBeHidden();
  if (isMobile) await page.getByRole('button', { name: '‹ Back to the catalogue' }).click();

  // Series: submitted with Enter.
  await page.getByRole('tab', { name: 'Series' }).click();
  await page.getByLabel('Series number').fill(model.Series!);
  await page.getByLabel('Series number').press('Enter');
  await expect(viewer.getByRole('heading', { name: model.Series!, exact: true })).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Export Series to Excel' })).toBeVisible();

  // Catalog Number: live; the customer's own number shows first where they have one.
  const found = await pageCall<{ List: ModelSearchResult[] }>(
    page,
    'GET',
    `/api/search/visibleModelsWithCustomerNumber?Keyword=${encodeURIComponent(model.PcnCatalogNumber)}&CustomerNumber=0000100100`,
  );
  const result = found.json.List.find((r) => r.PcnCatalogNumber === model.PcnCatalogNumber)!;
  await page.getByRole('tab', { name: 'Catalog Number' }).click();
  await page.getByRole('searchbox', { name: 'Catalog number' }).fill(model.PcnCatalogNumber);
  const results = page.getByRole('group', { name: 'Models found' });
  const choice = results.getByRole('button', {
    name: new RegExp(
      `^${escapeRegExp(result.CustomerMaterialNumber ?? result.PcnCatalogNumber)}\\s*${escapeRegExp(model.FingoodTpiMfgMod)}`,
    ),
  });
  await choice.click();
  await expect(
    viewer.getByRole('heading', { name: model.PcnCatalogNumber, exact: true }),
  ).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Export Model to Excel' })).toBeVisible();
  // A table's own button would export every model of it, not the one searched.
  await expect(viewer.getByRole('table').first()).toBeVisible();
  await expect(viewer.getByRole('button', { name: /^Download Excel/ })).toHaveCount(0);

  // Material Group: choosing it empties the other tabs; a table's own file.
  await page.getByRole('tab', { name: 'Material Group' }).click();
  const groups = page.getByRole('combobox', { name: 'Material group' });
  const option = groups.locator('option', {
    hasText: new RegExp(`^${escapeRegExp(model.MaterialGroupNumber!)} - `),
  });
  await groups.selectOption({ label: (await option.innerText()).trim() });
  await expect(
    viewer.getByRole('button', { name: 'Export Material Group to Excel' }),
  ).toBeVisible();
  const tableButton = viewer.getByRole('button', { name: /^Download Excel of / }).first();
  const tableFile = await sheetOf(await downloadBy(page, () => tableButton.click()));
  expect(tableFile.header).toEqual(expect.arrayContaining(['Catalog #', 'Multiplier Pricing']));
  expect(tableFile.sheet.actualRowCount).toBeGreaterThan(1);
  await page.getByRole('tab', { name: 'Catalog Number' }).click();
  await expect(page.getByRole('searchbox', { name: 'Catalog number' })).toHaveValue('');
  await expect(
    page.getByRole('region', { name: 'Recent catalog numbers' }).getByRole('button', {
      name: model.PcnCatalogNumber,
      exact: true,
    }),
  ).toBeVisible();

  // Clearing resets every selection.
  await page.getByRole('button', { name: 'Clear selection' }).click();
  await expect(viewer.getByRole('heading')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Material Group' }).click();
  await expect(groups).toHaveValue('');

  // The whole catalogue is built in the background: the bar runs to Ready, then the file.
  await page.getByRole('button', { name: 'Exports ALL Categories' }).click();
  const bar = page
    .getByRole('progressbar', { name: 'Export of All Categories for customer 0000100100' })
    .first();
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuetext', 'Ready', { timeout: 60_000 });
  await expectNoSeriousA11yViolations(page);
  const allFile = await sheetOf(
    await downloadBy(page, () =>
      page
        .getByRole('button', { name: /^Download All Categories/ })
        .first()
        .click(),
    ),
  );
  expect(allFile.header).toEqual(expect.arrayContaining(['Category', 'Catalog #']));
  expect(allFile.sheet.actualRowCount).toBeGreaterThan(productFile.sheet.actualRowCount);

  // A reload finds the export, the customer and the tree as they were.
  await page.reload();
  await expect(bar).toHaveAttribute('aria-valuetext', 'Ready');
  await expect(page.getByText(ACME, { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Browse' }).click();
  await expect(
    page.getByRole('treeitem', { name: demo.product.DisplayName, exact: true }),
  ).toBeVisible();
});

test('a customer exports at their own prices, with their customer fixed', async ({
  page,
  request,
  baseURL,
}) => {
  const demo = await loadProduct(request);
  await openTool(page, baseURL, 'customers', 'customer@example.com');
  await expect(page.getByText(ACME, { exact: true })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Customer' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Clear customer' })).toHaveCount(0);
  await expect(page.getByRole('tab')).toHaveText(['Browse', 'Series', 'Catalog Number']);
  await expectNoSeriousA11yViolations(page);

  await browseTo(page, demo);
  const file = await sheetOf(
    await downloadBy(page, () =>
      page.getByRole('button', { name: 'Export Product to Excel' }).click(),
    ),
  );
  expect(file.header).toEqual(expect.arrayContaining(['Catalog #', 'Multiplier Pricing']));
});

test('a customer admin gets a product’s file directly', async ({ page, request, baseURL }) => {
  const demo = await loadProduct(request);
  await openTool(page, baseURL, 'sales', 'admin@example.com');
  await browseTo(page, demo);
  const answered = page.waitForResponse((r) => /\/api\/export\/product\?/.test(r.url()));
  const download = await downloadBy(page, () =>
    page.getByRole('button', { name: 'Export Product to Excel' }).click(),
  );
  expect((await answered).headers()['content-type']).toContain('spreadsheetml');
  const file = await sheetOf(download);
  expect(file.header).toEqual(expect.arrayContaining(['Catalog #', 'List Price']));
  expect(file.sheet.actualRowCount).toBeGreaterThan(1);
});
