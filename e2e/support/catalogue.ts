import { expect, type APIRequestContext } from '@playwright/test';
import type {
  Envelope,
  Menu,
  Product,
  Section,
  SectionItem,
  SectionTab,
  Site,
  TableModel,
} from '@portal/domain';

/** The demo product with a 500-model table. */
export const DEMO_PRODUCT = 'hdu-parts-master';

export interface DemoProduct {
  site: Site;
  product: Product;
  sections: Section[];
  /** `/{category}/{productclass}/{series}/{product}` */
  path: string;
}

async function data<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), `${url} answered ${response.status()}`).toBe(true);
  const body = (await response.json()) as Envelope<T>;
  expect(body.Successful).toBe(true);
  return body.Data as T;
}

/** What the API says about a product, so the journey can follow it by its visible names. */
export async function loadProduct(
  request: APIRequestContext,
  name = DEMO_PRODUCT,
): Promise<DemoProduct> {
  const site = (await (await request.get('/api/site')).json()) as Site;
  const product = await data<Product>(request, `/api/product/product?product=${name}`);
  const sections = await data<Section[]>(
    request,
    `/api/product/productsections?product=${name}&showInventory=${site.ShowInventory}`,
  );
  const path = `/${[product.Category.Name, product.ProductClass.Name, product.ManufacturingSeries.Name, product.Name].map(encodeURIComponent).join('/')}`;
  return { site, product, sections, path };
}

export interface TabWithItem {
  section: Section;
  tab: SectionTab;
  item: SectionItem;
  /** Index of the tab in display order within its section. */
  tabIndex: number;
}

const byOrder = <T extends { OrderBy: number }>(items: T[]) =>
  [...items].sort((a, b) => a.OrderBy - b.OrderBy);

/** The first tab (in display order) holding an item that matches. */
export function findTabWith(
  sections: Section[],
  match: (item: SectionItem) => boolean,
): TabWithItem | null {
  for (const section of sections) {
    const tabs = byOrder(section.Tabs);
    for (const [tabIndex, tab] of tabs.entries()) {
      const item = tab.Items.find(match);
      if (item) return { section, tab, item, tabIndex };
    }
  }
  return null;
}

export const tabPath = (demo: DemoProduct, at: TabWithItem): string =>
  `${demo.path}/${encodeURIComponent(at.section.Name)}/${encodeURIComponent(at.tab.Name)}`;

export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first product in the menu with at least `count` pictures (for the carousel). */
export async function findProductWithImages(
  request: APIRequestContext,
  count: number,
): Promise<string | null> {
  const site = (await (await request.get('/api/site')).json()) as Site;
  const menu = await data<Menu>(request, `/api/menu/${site.CatalogId}`);
  const names = menu.flatMap((c) =>
    c.ProductClasses.flatMap((pc) =>
      pc.ManufacturingSeries.flatMap((s) => s.Products.map((p) => p.Name)),
    ),
  );
  for (const name of names.slice(0, 30)) {
    const product = await data<Product>(request, `/api/product/product?product=${name}`);
    if (product.Images.length >= count) return name;
  }
  return null;
}

/** The demo product's models sold online at a list price, first of each number, in table order. */
export async function orderableModels(request: APIRequestContext): Promise<TableModel[]> {
  const demo = await loadProduct(request);
  const models = demo.sections
    .flatMap((s) => s.Tabs)
    .flatMap((t) => t.Items)
    .flatMap((i) => i.Table?.Models ?? [])
    .filter((m) => m.Ecommerce && (m.TotalList ?? 0) > 0);
  return [...new Map(models.map((m) => [m.PcnCatalogNumber, m])).values()];
}
