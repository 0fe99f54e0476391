import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import type { TableModel } from '@portal/domain';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { escapeRegExp } from './support/catalogue.ts';
import {
  apart,
  box,
  buyable,
  cartOf,
  expectInside,
  masterTable,
  modelFoundAlone,
  scrollBoxOf,
} from './support/selling.ts';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const panelOf = (page: Page) => page.getByRole('dialog', { name: 'Model Details' });

/** On a desktop the docked panel leaves the selected row's price and Add to Cart in view. */
async function expectRowBesidePanel(page: Page, grid: Locator, model: TableModel, width: number) {
  await page.setViewportSize({ width, height: 800 });
  const row = grid.getByRole('row').filter({
    has: page.getByRole('rowheader', { name: model.PcnCatalogNumber, exact: true }),
  });
  const price = row.getByRole('cell', { name: usd.format(model.TotalList!), exact: true });
  const add = row.getByRole('button', { name: `Add to Cart ${model.PcnCatalogNumber}` });
  await expect(price).toBeInViewport();
  await expect(add).toBeInViewport();
  const panel = await box(panelOf(page));
  const scroll = await box(scrollBoxOf(page, grid));
  for (const [what, element] of [
    ['price', price],
    ['Add to Cart', add],
  ] as const) {
    const at = await box(element);
    expect(apart(at, panel), `the panel covers the row's ${what} at ${width} px`).toBe(true);
    expectInside(at, scroll, `the row's ${what} at ${width} px`);
  }
}

test('a catalogue number typed in the header search is in the cart twice within three clicks', async ({
  page,
  request,
  isMobile,
}, testInfo) => {
  // Two accessibility scans of a 500-row page, on a machine the journeys share.
  test.setTimeout(60_000);
  const { table } = await masterTable(request);
  const model = await modelFoundAlone(request, table.Models);
  await page.goto('/');

  let clicks = 0;
  const click = async (target: Locator) => {
    clicks += 1;
    await target.click();
  };
  // A phone opens the search box first; the count starts once the number is typed.
  if (isMobile) await page.getByRole('button', { name: 'Open search' }).click();
  const field = page.getByRole('combobox', { name: 'Search the catalogue' });
  await field.fill(model.PcnCatalogNumber);
  await field.press('Enter');

  // The one result opens its product page with the part's details: price, quantity, Add to Cart.
  const panel = panelOf(page);
  await expect(panel).toBeVisible();
  await expect(page).toHaveURL(
    new RegExp(`[?&]catalogNumber=${escapeRegExp(model.PcnCatalogNumber)}(&|$)`),
  );
  await expect(page.getByText('Selected Model:').locator('..')).toHaveText(
    `Selected Model: ${model.PcnCatalogNumber}`,
  );
  const order = panel.getByRole('region', { name: `Order ${model.PcnCatalogNumber}` });
  await expect(order).toContainText(usd.format(model.TotalList!));
  await expect(order).toContainText(model.FingoodTpiMfgMod);
  const add = panel.getByRole('button', { name: 'Add to Cart', exact: true });
  await expect(add).toBeInViewport({ ratio: 1 });
  await expectNoSeriousA11yViolations(page);

  const grid = page.getByRole('table', { name: new RegExp(escapeRegExp(table.DisplayName!)) });
  if (isMobile) {
    // A bottom sheet: it ends at the bottom of the screen, its Add to Cart in reach.
    const sheet = await box(panel);
    const viewport = page.viewportSize()!;
    expect(Math.round(sheet.y + sheet.height)).toBe(viewport.height);
    expect(sheet.y).toBeGreaterThan(0);
  } else {
    for (const width of [1280, 1400]) await expectRowBesidePanel(page, grid, model, width);
  }

  await click(panel.getByRole('button', { name: 'Increase quantity' }));
  await expect(panel.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
  await click(add);
  await expect(page.getByRole('status').filter({ hasText: 'Added to Cart' })).toBeVisible();
  testInfo.annotations.push({ type: 'clicks after typing', description: String(clicks) });
  expect(clicks).toBeLessThanOrEqual(3);
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  const cart = await cartOf(page);
  expect(cart.items.map((i) => [i.pcnCatalogNumber, i.quantity])).toEqual([
    [model.PcnCatalogNumber, 2],
  ]);
  // The panel stays open for the next part, its quantity back at 1.
  await expect(panel.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
  await expectNoSeriousA11yViolations(page);
});

test("the model viewer's details panel sells too", async ({ page, request }) => {
  const { table } = await masterTable(request);
  const model = table.Models.filter(buyable)[5]!;
  await page.goto(`/model-viewer?sectionTableId=${table.SectionTableId}`);
  const grid = page.getByRole('table', { name: new RegExp(escapeRegExp(table.DisplayName!)) });
  await grid.getByRole('button', { name: `Details of ${model.PcnCatalogNumber}` }).click();
  const panel = panelOf(page);
  await expect(
    panel.getByRole('region', { name: `Order ${model.PcnCatalogNumber}` }),
  ).toContainText(usd.format(model.TotalList!));
  await panel.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  expect((await cartOf(page)).items.map((i) => i.pcnCatalogNumber)).toEqual([
    model.PcnCatalogNumber,
  ]);
  await expectNoSeriousA11yViolations(page);
});
