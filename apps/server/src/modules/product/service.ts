import {
  CatalogReadException,
  type ImageHotspot,
  type Product,
  type Section,
  type SectionTable,
  type Site,
} from '@portal/domain';
import type { AppDeps } from '../../app.ts';
import { toCachedBody, type CachedBody, type CatalogAnswer } from '../../lib/cached-body.ts';
import type { NamedCache } from '../../lib/named-cache.ts';
import type { SiteService } from '../site/service.ts';
import { toProduct } from './product-mapping.ts';
import { findShownProduct, readProductDetails } from './product-queries.ts';
import { toColumn, toItem, toSections, toTable, toTableModel } from './section-mapping.ts';
import {
  readHotspots,
  readItems,
  readSectionsAndTabs,
  readTableModels,
  readTables,
} from './section-queries.ts';

/** Who is reading: the request's site, the catalogue and whether preview content shows. */
export interface CatalogReadContext {
  site: Site;
  catalogId: number;
  preview: boolean;
}

interface CachedProduct {
  product: Product;
  body: CachedBody;
}

/** Unsuccessful answers: 'Product Not Found', or why the site does not show the catalogue. */
export interface ProductService {
  productBody(ctx: CatalogReadContext, name: string): Promise<CatalogAnswer>;
  sectionsBody(
    ctx: CatalogReadContext,
    name: string,
    showInventory: boolean,
  ): Promise<CatalogAnswer>;
}

const productNotFound = { exception: CatalogReadException.ProductNotFound };

const ok = (data: unknown) =>
  toCachedBody(JSON.stringify({ Successful: true, Data: data, Exception: null }));

export function createProductService(deps: AppDeps, sites: SiteService): ProductService {
  const { db } = deps;
  // Catalogue content changes only through the editor, which clears these caches by name;
  // stock changes all day, so bodies that carry it live for a minute only.
  const products: NamedCache<CachedProduct> = deps.caches.create('product', {
    max: 2_000,
    ttlMs: 10 * 60_000,
  });
  const sections: NamedCache<CachedBody> = deps.caches.create('product-sections', {
    max: 500,
    ttlMs: 60_000,
  });

  const loadProduct = (ctx: CatalogReadContext, name: string) =>
    products.load(`${name.toLowerCase()}|${ctx.catalogId}|${ctx.preview}`, async () => {
      const row = await findShownProduct(db, name, ctx.catalogId, ctx.preview);
      if (!row) return undefined;
      const product = toProduct(row, await readProductDetails(db, row.product.productId));
      return { product, body: await ok(product) };
    });

  const buildSections = async (product: Product, preview: boolean, withInventory: boolean) => {
    const result: Section[] = toSections(await readSectionsAndTabs(db, product.ProductId));
    const tabs = new Map(result.flatMap((s) => s.Tabs).map((t) => [t.SectionTabId, t]));
    const items = await readItems(db, [...tabs.keys()]);
    const tableIds = items.flatMap((r) => (r.item.sectionTableId ? [r.item.sectionTableId] : []));
    const imageIds = items.flatMap((r) => (r.image ? [r.image.imageId] : []));
    const [{ tables, columns }, models, hotspots] = await Promise.all([
      readTables(db, tableIds),
      readTableModels(db, tableIds, preview, withInventory),
      readHotspots(db, imageIds, product.ProductId),
    ]);
    const spotsOf = new Map<number, ImageHotspot[]>();
    for (const h of hotspots)
      spotsOf.set(h.imageId, [
        ...(spotsOf.get(h.imageId) ?? []),
        {
          CalloutNumber: h.calloutNumber,
          Label: h.label,
          X: h.x,
          Y: h.y,
          PcnCatalogNumber: h.pcnCatalogNumber,
        },
      ]);
    const byTable = new Map<number, SectionTable>(
      tables.map((t) => [
        t.sectionTableId,
        toTable(t, columns.filter((c) => c.sectionTableId === t.sectionTableId).map(toColumn), []),
      ]),
    );
    for (const m of models) byTable.get(m.sectionTableId)?.Models.push(toTableModel(m));
    for (const row of items) {
      const tableId = row.item.sectionTableId;
      const table = tableId ? byTable.get(tableId) : undefined;
      // A model-table item whose table is hidden is not shown at all.
      if (row.item.sectionItemType === 'ModelTable' && !table) continue;
      const spots = row.image ? spotsOf.get(row.image.imageId) : undefined;
      tabs.get(row.item.sectionTabId)?.Items.push(toItem(row, product, table ?? null, spots));
    }
    return result;
  };

  // Checked before the caches, whose entries hold no site: every site offering it shares one.
  const notOffered = async (ctx: CatalogReadContext): Promise<CatalogAnswer | null> => {
    const exception = await sites.catalogException(ctx.site, ctx.catalogId);
    return exception === null ? null : { exception };
  };

  return {
    async productBody(ctx, name) {
      const refused = await notOffered(ctx);
      if (refused) return refused;
      const loaded = await loadProduct(ctx, name);
      return loaded ? { body: loaded.body } : productNotFound;
    },
    async sectionsBody(ctx, name, showInventory) {
      const refused = await notOffered(ctx);
      if (refused) return refused;
      // Stock shows only where the site shows it, whatever the query asks for.
      const withInventory = showInventory && ctx.site.ShowInventory;
      const key = `${name.toLowerCase()}|${ctx.catalogId}|${ctx.preview}|${withInventory}`;
      // An unknown product loads nothing, so nothing is stored for it.
      const body = await sections.load(key, async () => {
        const loaded = await loadProduct(ctx, name);
        return loaded && ok(await buildSections(loaded.product, ctx.preview, withInventory));
      });
      if (body === undefined) return productNotFound;
      return { body };
    },
  };
}
