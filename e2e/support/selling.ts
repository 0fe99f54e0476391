import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Cart, SearchResults, TableModel } from '@portal/domain';
import { findTabWith, loadProduct, tabPath, type DemoProduct } from './catalogue.ts';

/** Sold online with a list price: Add to Cart for a guest. */
export const buyable = (m: TableModel) => m.Ecommerce && m.TotalList !== null && m.TotalList > 0;

/** The demo product's 500-model parts table, its tab's path and the product as the API says. */
export async function masterTable(request: APIRequestContext) {
  const demo: DemoProduct = await loadProduct(request);
  const at = findTabWith(demo.sections, (i) => (i.Table?.Models.length ?? 0) >= 500);
  expect(at, 'the demo product has a 500-model table').toBeTruthy();
  return { demo, table: at!.item.Table!, path: tabPath(demo, at!) };
}

/** A buyable model of the table that a catalogue-number search finds alone. */
export async function modelFoundAlone(request: APIRequestContext, models: TableModel[]) {
  for (const model of models.filter(buyable).slice(0, 20)) {
    const response = await request.get(
      `/api/catalog/GetSearchResults?keyword=${encodeURIComponent(model.PcnCatalogNumber)}&page=1&pagesize=10`,
    );
    const results = (await response.json()) as SearchResults;
    if (results.Total === 1) return model;
  }
  throw new Error('no demo model is found alone by its number');
}

/** The browser's own cart (its cookies), as the server keeps it. */
export async function cartOf(page: Page): Promise<Cart> {
  const response = await page.request.get('/api/cart');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Cart;
}

/** A box that must be there. */
export async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, `${locator.toString()} has a box`).not.toBeNull();
  return found!;
}

/** Boxes that share no area. */
export const apart = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;

/** The scroll box of the table that holds `grid`. */
export const scrollBoxOf = (page: Page, grid: Locator) =>
  page.locator('.model-table-scroll').filter({ has: grid });

/** `inner` lies inside the visible part of `outer` (1 px for rounding). */
export function expectInside(
  inner: { x: number; y: number; width: number; height: number },
  outer: { x: number; y: number; width: number; height: number },
  what: string,
) {
  expect(inner.x, `${what}: left edge`).toBeGreaterThanOrEqual(outer.x - 1);
  expect(inner.x + inner.width, `${what}: right edge`).toBeLessThanOrEqual(
    outer.x + outer.width + 1,
  );
}
