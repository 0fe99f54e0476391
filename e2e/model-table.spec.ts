import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import {
  PRINT_DELAY_MS,
  type Envelope,
  type Section,
  type SectionTable,
  type TableModel,
} from '@portal/domain';
import { signInAsDemoRep } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { escapeRegExp } from './support/catalogue.ts';

const PRODUCT = 'hdu-parts-master';
const PATH = '/unit-heaters/gas-fired-unit-heaters/hdu/hdu-parts-master/parts/replacement-parts';
const natural = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

async function loadTable(request: APIRequestContext, showInventory: boolean, host?: string) {
  const response = await request.get(
    `/api/product/productsections?product=${PRODUCT}&showInventory=${showInventory}`,
    host ? { headers: { host } } : undefined,
  );
  expect(response.ok()).toBe(true);
  const sections = ((await response.json()) as Envelope<Section[]>).Data!;
  const table = sections
    .flatMap((s) => s.Tabs)
    .flatMap((t) => t.Items)
    .find((i) => i.Table && i.Table.Models.length >= 500)?.Table;
  expect(table, 'the demo product has a 500-model table').toBeTruthy();
  return table!;
}

/** The sales portal on the same server: the base URL with the host swapped. */
function salesUrl(baseURL: string | undefined, path: string): string {
  const url = new URL(path, baseURL ?? 'http://localhost:3100');
  url.hostname = 'sales.localhost';
  return url.toString();
}

const grid = (page: Page, table: SectionTable) =>
  page.getByRole('table', { name: new RegExp(escapeRegExp(table.DisplayName!)) });
const countLabel = (page: Page, text: string) =>
  page.getByRole('heading', { level: 3 }).filter({ hasText: text });
const matches = (m: TableModel, keyword: string) =>
  [m.PcnCatalogNumber, m.FingoodTpiMfgMod, m.Descriptions ?? '', m.DivisionModelNumbers ?? '']
    .join(' ')
    .toLowerCase()
    .includes(keyword);

test('narrows 500 models by keyword and facet, sorts, and opens details from a row', async ({
  page,
  request,
  isMobile,
}) => {
  // Three accessibility scans of a 500-row page take over a minute on a busy two-core machine.
  test.setTimeout(150_000);
  const table = await loadTable(request, false);
  await page.goto(PATH);
  const rows = grid(page, table);
  await expect(rows).toHaveAttribute('aria-rowcount', '501');
  await expectNoSeriousA11yViolations(page);

  // Keyword, debounced.
  const keyword = 'motor';
  const byKeyword = table.Models.filter((m) => matches(m, keyword));
  await page.getByRole('searchbox', { name: `Search ${table.DisplayName}` }).fill(keyword);
  await expect(countLabel(page, `(${byKeyword.length} of 500 models)`)).toBeVisible();

  // Facet counts reflect the keyword.
  const groups = new Map<string, number>();
  for (const m of byKeyword)
    groups.set(m.MaterialGroupNumber ?? '', (groups.get(m.MaterialGroupNumber ?? '') ?? 0) + 1);
  const [group, count] = [...groups.entries()].sort((a, b) => natural.compare(a[0], b[0]))[0]!;
  if (isMobile) await page.getByLabel('Choose field').selectOption({ label: 'Material Group' });
  await page.getByRole('button', { name: /^Filter Material Group/ }).click();
  const facet = page.getByRole('checkbox', { name: `${group || '[Blank]'} (${count})` });
  await expect(facet).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await facet.check();
  await expect(countLabel(page, `(${count} of 500 models)`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(
    page.getByRole('button', { name: /^Filter Material Group \(filtered\)/ }),
  ).toBeVisible();

  // Sort Z to A in natural order.
  const shown = byKeyword.filter((m) => (m.MaterialGroupNumber ?? '') === group);
  const last = [...shown].sort((a, b) =>
    natural.compare(b.PcnCatalogNumber, a.PcnCatalogNumber),
  )[0]!;
  await page.getByRole('button', { name: /^Filter Catalog #/ }).click();
  await page.getByRole('button', { name: 'Sort Z to A' }).click();
  await page.keyboard.press('Escape');
  await expect(rows.getByRole('rowheader').first()).toHaveText(last.PcnCatalogNumber);
  await expect(rows.getByRole('columnheader', { name: /^Catalog #/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );

  // Row click opens the details panel and writes the query; the same row again closes it.
  await rows.getByRole('rowheader', { name: last.PcnCatalogNumber, exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Model Details' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(last.FingoodTpiMfgMod);
  await expect(page).toHaveURL(
    new RegExp(
      `sectionTable=${escapeRegExp(encodeURIComponent(table.DisplayName!)).replace(/%20/g, '(\\+|%20)')}`,
    ),
  );
  await expect(page).toHaveURL(new RegExp(`catalogNumber=${escapeRegExp(last.PcnCatalogNumber)}`));
  await expect(panel.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // The same row again closes it; on a phone the panel covers the table, so Close does.
  if (isMobile) await panel.getByRole('button', { name: 'Close', exact: true }).click();
  else await rows.getByRole('rowheader', { name: last.PcnCatalogNumber, exact: true }).click();
  await expect(panel).toBeHidden();
  await expect(page).not.toHaveURL(/catalogNumber=/);

  // Clearing brings every model back.
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(countLabel(page, '(500 models)')).toBeVisible();
});

test('the column menu sorts the table A to Z and Z to A', async ({ page, request }) => {
  const table = await loadTable(request, false);
  const numbers = table.Models.map((m) => m.PcnCatalogNumber).sort(natural.compare);
  await page.goto(PATH);
  const firstRow = grid(page, table).getByRole('rowheader').first();
  await expect(firstRow).toHaveText(table.Models[0]!.PcnCatalogNumber);
  for (const [label, first] of [
    ['Sort Z to A', numbers.at(-1)],
    ['Sort A to Z', numbers[0]],
  ] as const) {
    await page.getByRole('button', { name: /^Filter Catalog #/ }).click();
    await page.getByRole('button', { name: label }).click();
    await page.keyboard.press('Escape');
    await expect(firstRow).toHaveText(first!);
  }
});

test('Print puts the details panel in print mode, prints 500 ms later, then leaves it', async ({
  page,
  request,
}) => {
  // The browser's print dialog cannot be driven: print() is recorded and the dialog closes.
  await page.addInitScript((printClass) => {
    const log: { event: string; at: number }[] = [];
    Object.assign(window, { printLog: log });
    let printMode = false;
    new MutationObserver(() => {
      const now = document.body?.classList.contains(printClass) ?? false;
      if (now === printMode) return;
      printMode = now;
      log.push({ event: now ? 'print mode on' : 'print mode off', at: performance.now() });
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'] });
    window.print = () => {
      log.push({ event: printMode ? 'print' : 'print outside print mode', at: performance.now() });
      setTimeout(() => window.dispatchEvent(new Event('afterprint')), 50);
    };
  }, 'print-model-details');
  const table = await loadTable(request, false);
  const model = table.Models[0]!;
  await page.goto(
    `${PATH}?sectionTable=${encodeURIComponent(table.DisplayName!)}&catalogNumber=${encodeURIComponent(model.PcnCatalogNumber)}`,
  );
  const panel = page.getByRole('dialog', { name: 'Model Details' });
  await panel.getByRole('button', { name: 'Print' }).click();

  const printLog = () =>
    page.evaluate(
      () => (window as unknown as { printLog: { event: string; at: number }[] }).printLog,
    );
  await expect
    .poll(async () => (await printLog()).map((e) => e.event))
    .toEqual(['print mode on', 'print', 'print mode off']);
  const [on, printed] = await printLog();
  expect(printed!.at - on!.at).toBeGreaterThanOrEqual(PRINT_DELAY_MS - 20);
  expect(printed!.at - on!.at).toBeLessThan(PRINT_DELAY_MS + 500);
  await expect(panel.getByRole('button', { name: 'Print' })).toBeEnabled();
});

test('the model viewer opens a row in the details panel and the same row closes it', async ({
  page,
  request,
  isMobile,
}) => {
  const table = await loadTable(request, false);
  const model = table.Models[3]!;
  await page.goto(`/model-viewer?sectionTableId=${table.SectionTableId}`);
  const rows = grid(page, table);
  const row = rows.getByRole('rowheader', { name: model.PcnCatalogNumber, exact: true });
  await row.click();
  const panel = page.getByRole('dialog', { name: 'Model Details' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(model.FingoodTpiMfgMod);
  // The viewer keeps the panel to itself: the address stays as it was.
  await expect(page).not.toHaveURL(/catalogNumber=/);
  await expectNoSeriousA11yViolations(page);
  if (isMobile) await panel.getByRole('button', { name: 'Close', exact: true }).click();
  else await row.click();
  await expect(panel).toBeHidden();
});

test('a link with the panel in its query opens it and scrolls the row into view', async ({
  page,
  request,
}) => {
  const table = await loadTable(request, false);
  const far = table.Models[450]!;
  await page.goto(
    `${PATH}?sectionTable=${encodeURIComponent(table.DisplayName!)}&catalogNumber=${encodeURIComponent(far.PcnCatalogNumber)}`,
  );
  await expect(page.getByRole('dialog', { name: 'Model Details' })).toBeVisible();
  await expect(
    grid(page, table).getByRole('rowheader', { name: far.PcnCatalogNumber, exact: true }),
  ).toBeInViewport();
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Model Details' })).toBeHidden();
  await expect(page).not.toHaveURL(/catalogNumber=/);
});

test('no models match: an empty state with Clear filters', async ({ page, request }) => {
  const table = await loadTable(request, false);
  await page.goto(PATH);
  await page.getByRole('searchbox', { name: `Search ${table.DisplayName}` }).fill('zzqqxx');
  await expect(page.getByText('No models match your filters.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Clear filters' }).last().click();
  await expect(countLabel(page, '(500 models)')).toBeVisible();
});

test('the sales portal shows Inventory fourth and stock by location', async ({
  page,
  request,
  baseURL,
  isMobile,
}) => {
  const host = new URL(salesUrl(baseURL, '/')).host;
  const table = await loadTable(request, true, host);
  // The portal's catalogue is for signed-in users, under /catalog.
  await signInAsDemoRep(page, baseURL);
  await page.goto(salesUrl(baseURL, `/catalog${PATH}`));
  const rows = grid(page, table);
  if (isMobile) await page.getByLabel('Choose field').selectOption({ label: 'Inventory' });
  const headers = rows.getByRole('columnheader');
  // Inventory is the fourth of the layout's columns; the drawing's 'Item' column comes before them.
  const item = isMobile ? 0 : 1;
  await expect(headers.nth(isMobile ? 1 : 3 + item)).toHaveText(/^Inventory/);
  await expect(page.getByRole('link', { name: 'Download Excel' })).toHaveAttribute(
    'href',
    new RegExp(
      `/api/export/exportSectionTable\\?siteName=sales&sectionTableId=${table.SectionTableId}&productId=\\d+&showinventory=true&catalogId=\\d+$`,
    ),
  );
  await expectNoSeriousA11yViolations(page);

  const stocked = table.Models.find((m) => typeof m.Available === 'number')!;
  await page
    .getByRole('button', { name: `Inventory availability of ${stocked.PcnCatalogNumber}` })
    .click();
  const modal = page.getByRole('dialog', { name: 'Inventory availability' });
  await expect(modal).toBeVisible();
  const stock = (await (
    await request.get(`/api/Inventory/catalog/${stocked.PcnCatalogNumber}`, { headers: { host } })
  ).json()) as { SupplierLocations: { LocationName: string; QuantityAvailable: number }[] };
  for (const location of stock.SupplierLocations)
    await expect(
      modal.getByRole('row', { name: new RegExp(escapeRegExp(location.LocationName)) }),
    ).toContainText(location.QuantityAvailable.toLocaleString('en-US'));
  await expectNoSeriousA11yViolations(page);
  await modal
    .getByRole('button', { name: 'Close', exact: true })
    .filter({ hasText: 'Close' })
    .click();
  await expect(modal).toBeHidden();
});
