import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import type {
  Envelope,
  LayoutColumn,
  Menu,
  ModelViewerData,
  Section,
  SectionTable,
} from '@portal/domain';
import { portalUrl, signInAsDemoRep } from './support/accounts.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { escapeRegExp, findTabWith } from './support/catalogue.ts';
import { box, buyable, expectInside, masterTable, scrollBoxOf } from './support/selling.ts';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const gridOf = (page: Page, table: SectionTable) =>
  page.getByRole('table', { name: new RegExp(escapeRegExp(table.DisplayName!)) });

/** The table scrolls inside its box without sideways scrolling, and so does the page. */
async function expectNoSidewaysScroll(page: Page, grid: Locator) {
  const scroll = scrollBoxOf(page, grid);
  const widths = await scroll.evaluate((e) => [e.scrollWidth, e.clientWidth]);
  expect(widths[0], 'the table is no wider than its box').toBeLessThanOrEqual(widths[1]!);
  const page_ = await page.evaluate(() => [document.documentElement.scrollWidth, innerWidth]);
  expect(page_[0], 'the page is no wider than the screen').toBeLessThanOrEqual(page_[1]!);
}

async function expectTouchTarget(target: Locator, what: string) {
  const { width, height } = await box(target);
  expect(width, `${what} is at least 44 px wide`).toBeGreaterThanOrEqual(44);
  expect(height, `${what} is at least 44 px high`).toBeGreaterThanOrEqual(44);
}

test('every row shows its number, its price and Add to Cart without sideways scrolling, on a phone with 44 px targets', async ({
  page,
  request,
  isMobile,
}) => {
  const { table, path } = await masterTable(request);
  await page.goto(path);
  const grid = gridOf(page, table);
  const field = page.getByRole('combobox', { name: 'Choose field' });
  if (isMobile) {
    // The extra column is the price where the site has pricing.
    await expect(field.locator('option:checked')).toHaveText('List Price');
    await expect(grid.getByRole('columnheader')).toHaveText([
      /^Catalog #/,
      /^List Price/,
      'Actions',
    ]);
  } else await expect(field).toHaveCount(0);
  // The first rows, and rows that cannot be bought, one at a time through the keyword box.
  const notOnline = table.Models.find((m) => !m.Ecommerce)!;
  const noPrice = table.Models.find((m) => m.Ecommerce && m.TotalList === null)!;
  const keyword = page.getByRole('searchbox', { name: `Search ${table.DisplayName}` });
  for (const [filter, models] of [
    ['', table.Models.slice(0, 6)],
    [notOnline.PcnCatalogNumber, [notOnline]],
    [noPrice.PcnCatalogNumber, [noPrice]],
  ] as const) {
    await keyword.fill(filter);
    for (const model of models) {
      const row = grid.getByRole('row').filter({
        has: page.getByRole('rowheader', { name: model.PcnCatalogNumber, exact: true }),
      });
      const price =
        model.TotalList && model.TotalList > 0 ? usd.format(model.TotalList) : 'Call for Pricing';
      await expect(row.getByRole('cell', { name: price, exact: true })).toBeVisible();
      const action = buyable(model)
        ? row.getByRole('button', { name: `Add to Cart ${model.PcnCatalogNumber}` })
        : row.getByRole('button', { name: /contact the parts department/ });
      await action.scrollIntoViewIfNeeded();
      await expect(action).toBeInViewport({ ratio: 1 });
      if (!isMobile) continue;
      await expectTouchTarget(action, `the row action of ${model.PcnCatalogNumber}`);
      await expectTouchTarget(
        row.getByRole('button', { name: `Details of ${model.PcnCatalogNumber}` }),
        `Details of ${model.PcnCatalogNumber}`,
      );
    }
    // On a desktop the price and Add to Cart stick at the right edge (decision 120); a wide
    // table may scroll sideways behind them, which the 1280 px journey below covers.
    if (isMobile) await expectNoSidewaysScroll(page, grid);
  }
  await keyword.fill('');
  await expectNoSeriousA11yViolations(page);
  if (!isMobile) return;
  await expectNoSidewaysScroll(page, grid);
  for (const toggle of await grid.getByRole('button', { name: /^Filter / }).all())
    await expectTouchTarget(toggle, 'a filter button');

  // 'Choose field' picks the extra column; the row still fits.
  await field.selectOption({ label: 'Model #' });
  await expect(grid.getByRole('columnheader').nth(1)).toHaveText(/^Model #/);
  const first = table.Models[0]!;
  await expect(
    grid
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: first.PcnCatalogNumber, exact: true }) })
      .getByRole('cell')
      .first(),
  ).toHaveText(first.FingoodTpiMfgMod);
  await expectNoSidewaysScroll(page, grid);
});

test("a wide table's Add to Cart and price stay inside its box at 1280 and 1400 px and on a phone", async ({
  page,
  request,
  baseURL,
  isMobile,
}) => {
  // The sales portal adds the Inventory column: the widest table of the demo.
  const host = new URL(portalUrl(baseURL, 'sales', '/')).host;
  const { path } = await masterTable(request);
  const response = await request.get(
    '/api/product/productsections?product=hdu-parts-master&showInventory=true',
    { headers: { host } },
  );
  const sections = ((await response.json()) as Envelope<Section[]>).Data!;
  const table = findTabWith(sections, (i) => (i.Table?.Models.length ?? 0) >= 500)!.item.Table!;
  await signInAsDemoRep(page, baseURL);
  for (const width of isMobile ? [page.viewportSize()!.width] : [1280, 1400]) {
    await page.setViewportSize({ width, height: page.viewportSize()!.height });
    await page.goto(portalUrl(baseURL, 'sales', `/catalog${path}`));
    const grid = gridOf(page, table);
    const scroll = await box(scrollBoxOf(page, grid));
    for (const model of table.Models.filter(buyable).slice(0, 4)) {
      const row = grid.getByRole('row').filter({
        has: page.getByRole('rowheader', { name: model.PcnCatalogNumber, exact: true }),
      });
      const add = row.getByRole('button', { name: `Add to Cart ${model.PcnCatalogNumber}` });
      const price = row.getByRole('cell', { name: usd.format(model.TotalList!), exact: true });
      expectInside(await box(add), scroll, `Add to Cart of ${model.PcnCatalogNumber} at ${width}`);
      expectInside(await box(price), scroll, `the price of ${model.PcnCatalogNumber} at ${width}`);
    }
  }
  await expectNoSeriousA11yViolations(page);
});

/** Models of a table with no value in a column. */
const blanksIn = (table: SectionTable, column: LayoutColumn) =>
  table.Models.filter((m) => {
    const value = (m as Record<string, unknown>)[column.PropertyName];
    return value === null || value === undefined || value === '';
  }).length;

/**
 * A demo table with a filterable column (FilterBy) in which some model has no value, found a
 * manufacturing series at a time through the model viewer, which places each table on its page.
 */
async function tableWithBlankFilterValue(request: APIRequestContext) {
  const response = await request.get('/api/menu/5');
  const menu = ((await response.json()) as Envelope<Menu>).Data!;
  const series = menu.flatMap((c) => c.ProductClasses.flatMap((pc) => pc.ManufacturingSeries));
  for (const { ManufacturingSeriesId } of series.slice(0, 30)) {
    const viewer = await request.get(
      `/api/modelviewer/manufacturingSeries/${ManufacturingSeriesId}`,
    );
    const data = ((await viewer.json()) as Envelope<ModelViewerData>).Data;
    for (const table of data?.Tables ?? []) {
      const column = table.Columns.find((c) => c.FilterBy && blanksIn(table, c) > 0);
      const place = table.Place;
      if (!column || !place?.SectionName || !place.SectionTabName) continue;
      const path = [
        place.CategoryName,
        place.ProductClassName,
        place.ManufacturingSeriesName,
        place.ProductName,
        place.SectionName,
        place.SectionTabName,
      ];
      return {
        path: `/${path.map(encodeURIComponent).join('/')}`,
        table,
        header: column.DisplayName,
        blanks: blanksIn(table, column),
      };
    }
  }
  return null;
}

test("every column's menu sorts; a filterable one also has a keyword, facets with counts, '[Blank]' and Clear", async ({
  page,
  request,
  isMobile,
}) => {
  // Looks through the demo catalogue, then scans the page twice, on a shared machine.
  test.setTimeout(60_000);
  const found = await tableWithBlankFilterValue(request);
  expect(found, 'a demo table has a filterable column with blank values').not.toBeNull();
  const { path, table, header, blanks } = found!;
  await page.goto(path);
  const grid = gridOf(page, table);
  const choose = page
    .locator('.model-table')
    .filter({ has: grid })
    .getByRole('combobox', { name: 'Choose field' });

  // The filterable column: sort both ways, keyword, facets with counts, '[Blank]', Clear.
  if (isMobile) await choose.selectOption({ label: header });
  await grid.getByRole('button', { name: new RegExp(`^Filter ${escapeRegExp(header)}`) }).click();
  const open = page.locator('.column-filter-menu.show');
  await expect(open.getByRole('button', { name: 'Sort A to Z' })).toBeVisible();
  await expect(open.getByRole('button', { name: 'Sort Z to A' })).toBeVisible();
  await expect(open.getByRole('searchbox', { name: `Keyword in ${header}` })).toBeVisible();
  const blank = open.getByRole('checkbox', { name: `[Blank] (${blanks})` });
  await expect(blank).toBeVisible();
  await expect(open.getByRole('checkbox').first()).toHaveAccessibleName(/ \(\d+\)$/);
  await expectNoSeriousA11yViolations(page);
  await blank.check();
  const count = page.getByRole('heading', { level: 3 }).filter({ hasText: table.DisplayName! });
  await expect(count).toContainText(`(${blanks} of ${table.Models.length}`);
  await open.getByRole('button', { name: 'Clear' }).click();
  await expect(count).toContainText(`(${table.Models.length} model`);

  // A column that only sorts: both directions and Clear.
  if (isMobile) await choose.selectOption({ label: 'Model #' });
  await grid.getByRole('button', { name: /^Filter Model #/ }).click();
  await expect(open.getByRole('button', { name: 'Sort Z to A' })).toBeVisible();
  await open.getByRole('button', { name: 'Sort A to Z' }).click();
  await expect(open.getByRole('button', { name: 'Clear' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(grid.getByRole('columnheader', { name: /^Model #/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
});
