import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test.ts';
import type { Envelope, Section, SectionTable, TableModel } from '@portal/domain';
import ExcelJS from 'exceljs';
import { openPortalMenu, signInAsDemoRep } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { escapeRegExp } from './support/catalogue.ts';

/** The sales portal shows prices and stock and exports tables: the journey runs there. */
const salesUrl = (baseURL: string | undefined, path: string) => {
  const url = new URL(path, baseURL ?? 'http://localhost:3100');
  url.hostname = 'sales.localhost';
  return url.toString();
};

/** A table of a product, as the sales site's API lists it. */
async function tableOf(
  request: APIRequestContext,
  host: string,
  product: string,
  match: (table: SectionTable) => boolean,
): Promise<SectionTable> {
  const response = await request.get(
    `/api/product/productsections?product=${product}&showInventory=true`,
    { headers: { host } },
  );
  expect(response.ok()).toBe(true);
  const sections = ((await response.json()) as Envelope<Section[]>).Data!;
  const table = sections
    .flatMap((s) => s.Tabs.flatMap((t) => t.Items))
    .find((i) => i.Table && match(i.Table))?.Table;
  expect(table, `${product} lists the table`).toBeTruthy();
  return table!;
}

test('from a mistyped catalogue number to stock and a spreadsheet of its table', async ({
  page,
  request,
  baseURL,
  isMobile,
}) => {
  const host = new URL(salesUrl(baseURL, '/')).host;
  // A stocked demo model numbered like 123-4567, typed with one character wrong.
  const master = await tableOf(request, host, 'hdu-parts-master', (t) => t.Models.length >= 500);
  const model = master.Models.find(
    (m) => /^\d{3}-\d{4}$/.test(m.PcnCatalogNumber) && typeof m.Available === 'number',
  )!;
  expect(model, 'a stocked demo model numbered like 123-4567').toBeDefined();
  const number = model.PcnCatalogNumber;
  const typo = `${number.slice(0, 5)}x${number.slice(6)}`;

  // The sales portal is for signed-in users; its search sits in the collapsed menu on a phone.
  await signInAsDemoRep(page, baseURL);
  if (isMobile) {
    await openPortalMenu(page);
    await page.getByRole('button', { name: 'Open search' }).click();
  }
  const field = page.getByRole('combobox', { name: 'Search the catalogue' });
  await field.click();
  await field.pressSequentially(typo, { delay: 30 });
  const option = page
    .getByRole('listbox', { name: 'Suggestions' })
    .getByRole('option', { name: new RegExp(escapeRegExp(number)) })
    .first();
  await option.click();

  // The product page opens with the model's details panel.
  await expect(page).toHaveURL(new RegExp(`[?&]catalogNumber=${escapeRegExp(number)}(&|$)`));
  const panel = page.getByRole('dialog', { name: 'Model Details' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(model.FingoodTpiMfgMod);
  const landed = new URL(page.url());
  // /catalog/{category}/{productclass}/{series}/{product}/...
  const productName = decodeURIComponent(landed.pathname.split('/')[5]!);
  expect(landed.pathname).toMatch(/^\/catalog\//);
  const tableName = landed.searchParams.get('sectionTable');
  const table = await tableOf(request, host, productName, (t) => t.DisplayName === tableName);
  await panel.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(panel).toBeHidden();

  // Narrow the table to the model's material group with a facet.
  const group = model.MaterialGroupNumber ?? '';
  const inGroup = table.Models.filter((m: TableModel) => (m.MaterialGroupNumber ?? '') === group);
  if (isMobile) await page.getByLabel('Choose field').selectOption({ label: 'Material Group' });
  const facet = page.getByRole('checkbox', { name: `${group || '[Blank]'} (${inGroup.length})` });
  // On a phone the column has just been chosen: a click during its first render can be lost.
  await expect(async () => {
    await page.getByRole('button', { name: /^Filter Material Group/ }).click();
    await expect(facet).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await facet.check();
  await page.keyboard.press('Escape');
  await expect(
    page
      .getByRole('heading', { level: 3 })
      .filter({ hasText: `(${inGroup.length} of ${table.Models.length} models)` }),
  ).toBeVisible();

  // Stock by location for the model.
  if (isMobile) await page.getByLabel('Choose field').selectOption({ label: 'Inventory' });
  await page.getByRole('button', { name: `Inventory availability of ${number}` }).click();
  const stock = page.getByRole('dialog', { name: 'Inventory availability' });
  await expect(stock).toBeVisible();
  await expect(stock.getByRole('row')).not.toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await stock
    .getByRole('button', { name: 'Close', exact: true })
    .filter({ hasText: 'Close' })
    .click();
  await expect(stock).toBeHidden();

  // The spreadsheet holds the whole table: a header row, then one row per model.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download Excel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  const bytes = await readFile((await download.path())!);
  await workbook.xlsx.load(new Uint8Array(bytes).buffer);
  const sheet = workbook.worksheets[0]!;
  const header = (sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1);
  expect(header).toEqual(expect.arrayContaining(['Catalog #', 'Inventory']));
  expect(sheet.actualRowCount).toBe(table.Models.length + 1);
  const numberColumn = header.indexOf('Catalog #') + 1;
  const numbers: string[] = [];
  sheet.eachRow((row, index) => {
    if (index > 1) numbers.push(String(row.getCell(numberColumn).value));
  });
  expect(new Set(numbers)).toEqual(new Set(table.Models.map((m) => m.PcnCatalogNumber)));
  const row = sheet.getRow(numbers.indexOf(number) + 2);
  expect(row.getCell(header.indexOf('Inventory') + 1).value).toBe(model.Available);
});
