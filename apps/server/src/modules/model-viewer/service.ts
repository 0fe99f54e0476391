import {
  DEFAULT_SECTION_TABLE,
  MODEL_NOT_FOUND,
  type ModelViewerData,
  type ModelViewerLevel,
  type SectionTable,
  type Site,
  type WhereUsedProduct,
} from '@portal/domain';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../app.ts';
import { model, product, sectionTable } from '../../db/schema/index.ts';
import { NotFound } from '../../lib/errors.ts';
import { readTables } from '../product/section-queries.ts';
import {
  catalogNumbersNamed,
  findMaterialGroup,
  readListedRows,
  readTablePlaces,
  readUnlistedRows,
  type RowRead,
} from './queries.ts';
import {
  findShownManufacturingSeries,
  findShownProductById,
  listShownTableIds,
} from './shown-tables.ts';
import { MADE_UP_TABLE_ID, madeUpTable, tableOrderOf, toViewerTables } from './viewer-tables.ts';
import { whereUsed } from './where-used.ts';

/** Rows one viewer answer carries at most (docs/decisions/021). */
export const MAX_VIEWER_ROWS = 5_000;

/** Who is reading: the request's site, the catalogue, preview mode and the stock wish. */
export interface ViewerContext {
  site: Site;
  catalogId: number;
  preview: boolean;
  showInventory: boolean;
}

export interface ViewerResult {
  data: ModelViewerData;
  /** True when the level holds more rows than MAX_VIEWER_ROWS and the rest were left out. */
  truncated: boolean;
}

export interface ProductTable {
  productName: string;
  table: SectionTable;
  truncated: boolean;
}

/** Levels answer 404 (NotFound) for unknown ids, except an unknown catalogue number. */
export interface ModelViewerService {
  model(ctx: ViewerContext, catalogNumber: string): Promise<ViewerResult>;
  series(ctx: ViewerContext, seriesNumber: string): Promise<ViewerResult>;
  materialGroup(ctx: ViewerContext, number: string): Promise<ViewerResult>;
  product(ctx: ViewerContext, productId: number): Promise<ViewerResult>;
  manufacturingSeries(ctx: ViewerContext, id: number): Promise<ViewerResult>;
  sectionTable(ctx: ViewerContext, id: number): Promise<ViewerResult>;
  /** One shown table of a product with up to `limit` rows, or null when it is not shown. */
  productTable(
    ctx: ViewerContext,
    ids: { productId: number; sectionTableId: number },
    limit: number,
  ): Promise<ProductTable | null>;
  /** Products whose shown tables list the model, those the customers ordered parts for first. */
  whereUsed(
    ctx: ViewerContext,
    catalogNumber: string,
    customers: readonly string[],
  ): Promise<WhereUsedProduct[]>;
}

interface Selection {
  /** Narrows the listed rows by table (with its product). */
  tables?: SQL | undefined;
  /** Narrows the rows by model; models no table lists then join a default table. */
  models?: SQL | undefined;
  /** Known table order (empty tables included); otherwise tables follow their rows. */
  order?: number[] | undefined;
}

export function createModelViewerService(deps: AppDeps): ModelViewerService {
  const { db } = deps;
  const rowRead = (ctx: ViewerContext, limit = MAX_VIEWER_ROWS): RowRead => ({
    scope: { catalogId: ctx.catalogId, preview: ctx.preview },
    // Stock shows only where the site shows it, whatever the query asks for.
    withInventory: ctx.showInventory && ctx.site.ShowInventory,
    limit,
  });

  // One read of rows (one more than allowed, to tell truncation), one of tables and columns.
  const assemble = async (read: RowRead, selection: Selection) => {
    const over = { ...read, limit: read.limit + 1 };
    const [listed, knownTables] = await Promise.all([
      readListedRows(db, over, selection.tables, selection.models),
      selection.order ? readTables(db, selection.order) : null,
    ]);
    const unlisted = selection.models
      ? await readUnlistedRows(db, { ...over, limit: over.limit - listed.length }, selection.models)
      : [];
    const all = [...listed, ...unlisted];
    const rows = all.slice(0, read.limit);
    const order = selection.order ?? tableOrderOf(rows);
    const tables = toViewerTables(order, knownTables ?? (await readTables(db, order)), rows);
    return { tables, rowCount: rows.length, truncated: all.length > read.limit };
  };

  const level = async (
    ctx: ViewerContext,
    name: ModelViewerLevel,
    title: string,
    selection: Selection,
  ): Promise<ViewerResult> => {
    const { tables, truncated } = await assemble(rowRead(ctx), selection);
    const places = await readTablePlaces(
      db,
      tables.map((t) => t.SectionTableId).filter((id) => id !== MADE_UP_TABLE_ID),
    );
    const placed = tables.map((t) => ({ ...t, Place: places.get(t.SectionTableId) ?? null }));
    return { data: { Level: name, Title: title, Tables: placed }, truncated };
  };

  const byTables = async (ctx: ViewerContext, where: SQL | undefined) => {
    const order = await listShownTableIds(db, rowRead(ctx).scope, where);
    return { tables: where, order };
  };

  return {
    async model(ctx, catalogNumber) {
      const pcns = await catalogNumbersNamed(db, rowRead(ctx).scope, catalogNumber);
      if (pcns.length === 0) {
        const data: ModelViewerData = {
          Level: 'model',
          Title: MODEL_NOT_FOUND,
          Tables: [{ ...madeUpTable(MODEL_NOT_FOUND, []), Place: null }],
        };
        return { data, truncated: false };
      }
      return level(ctx, 'model', pcns.join(', '), {
        models: inArray(model.pcnCatalogNumber, pcns),
      });
    },
    async series(ctx, seriesNumber) {
      const result = await level(ctx, 'series', seriesNumber, {
        models: eq(model.series, seriesNumber),
      });
      if (result.data.Tables.length === 0) {
        throw new NotFound(`Series ${seriesNumber} was not found.`);
      }
      return result;
    },
    async materialGroup(ctx, number) {
      const group = await findMaterialGroup(db, number);
      if (!group) throw new NotFound(`Material group ${number} was not found.`);
      return level(ctx, 'materialGroup', `${group.number} - ${group.description}`, {
        models: eq(model.materialGroupNumber, group.number),
      });
    },
    async product(ctx, productId) {
      const found = await findShownProductById(db, rowRead(ctx).scope, productId);
      if (!found) throw new NotFound(`Product ${productId} was not found.`);
      const selection = await byTables(ctx, eq(sectionTable.productId, productId));
      return level(ctx, 'product', found.displayName, selection);
    },
    async manufacturingSeries(ctx, id) {
      const found = await findShownManufacturingSeries(db, rowRead(ctx).scope, id);
      if (!found) throw new NotFound(`Manufacturing series ${id} was not found.`);
      const selection = await byTables(ctx, eq(product.manufacturingSeriesId, id));
      return level(ctx, 'manufacturingSeries', found.displayName, selection);
    },
    async sectionTable(ctx, id) {
      const selection = await byTables(ctx, eq(sectionTable.sectionTableId, id));
      if (selection.order.length === 0) throw new NotFound(`Section table ${id} was not found.`);
      const result = await level(ctx, 'sectionTable', DEFAULT_SECTION_TABLE, selection);
      const title = result.data.Tables[0]?.DisplayName ?? DEFAULT_SECTION_TABLE;
      return { ...result, data: { ...result.data, Title: title } };
    },
    async productTable(ctx, ids, limit) {
      const read = rowRead(ctx, limit);
      const where = and(
        eq(sectionTable.sectionTableId, ids.sectionTableId),
        eq(sectionTable.productId, ids.productId),
      );
      const [found, selection] = await Promise.all([
        findShownProductById(db, read.scope, ids.productId),
        byTables(ctx, where),
      ]);
      if (!found || selection.order.length === 0) return null;
      const { tables, truncated } = await assemble(read, selection);
      const table = tables[0];
      return table ? { productName: found.displayName, table, truncated } : null;
    },
    whereUsed: (ctx, catalogNumber, customers) =>
      whereUsed(db, rowRead(ctx).scope, catalogNumber, customers),
  };
}
