import { DEFAULT_SECTION_TABLE, EXPORT_LEVEL_LABEL, type ExportLevel } from '@portal/domain';
import { and, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  category,
  categoryCatalog,
  customerMaterial,
  model,
  product,
  productClass,
  productClassCatalog,
  section,
  sectionItem,
  sectionTab,
  sectionTable,
} from '../../db/schema/index.ts';
import { NotFound } from '../../lib/errors.ts';
import { shownTo } from '../../lib/visibility.ts';
import { catalogNumbersNamed, findMaterialGroup } from '../model-viewer/queries.ts';
import {
  findShownManufacturingSeries,
  findShownProductById,
  productShown,
  type ShownScope,
} from '../model-viewer/shown-tables.ts';

/** Which rows an export holds, and what it is called. */
export interface ExportSelection {
  /** Narrows the shown section tables (joined with their product). */
  tables?: SQL | undefined;
  /** Narrows the models; then models no shown table lists are exported too. */
  models?: SQL | undefined;
  /** The exported thing's name, e.g. a product's display name. */
  title: string;
}

const one = { one: sql`1` };

async function shownCategory(db: Database, scope: ShownScope, id: number) {
  const [row] = await db
    .select({ name: category.displayName })
    .from(category)
    .innerJoin(
      categoryCatalog,
      and(
        eq(categoryCatalog.itemId, category.categoryId),
        eq(categoryCatalog.catalogId, scope.catalogId),
      ),
    )
    .where(and(eq(category.categoryId, id), shownTo(category, scope.preview)))
    .limit(1);
  return row;
}

async function shownProductClass(db: Database, scope: ShownScope, id: number) {
  const [row] = await db
    .select({ name: productClass.displayName })
    .from(productClass)
    .innerJoin(category, eq(category.categoryId, productClass.categoryId))
    .innerJoin(
      productClassCatalog,
      and(
        eq(productClassCatalog.itemId, productClass.productClassId),
        eq(productClassCatalog.catalogId, scope.catalogId),
      ),
    )
    .where(
      and(
        eq(productClass.productClassId, id),
        shownTo(productClass, scope.preview),
        shownTo(category, scope.preview),
      ),
    )
    .limit(1);
  return row;
}

/** A shown product's tab, named 'Product - Tab'. */
async function shownTab(db: Database, scope: ShownScope, id: number) {
  const [row] = await db
    .select({ product: product.displayName, part: sectionTab.displayName })
    .from(sectionTab)
    .innerJoin(section, eq(section.sectionId, sectionTab.sectionId))
    .innerJoin(product, eq(product.productId, section.productId))
    .where(and(eq(sectionTab.sectionTabId, id), productShown(db, scope)))
    .limit(1);
  return row && `${row.product} - ${row.part}`;
}

/** A shown product's table, named 'Product - Table'. */
async function shownTable(db: Database, scope: ShownScope, id: number) {
  const [row] = await db
    .select({ product: product.displayName, part: sectionTable.displayName })
    .from(sectionTable)
    .innerJoin(product, eq(product.productId, sectionTable.productId))
    .where(and(eq(sectionTable.sectionTableId, id), productShown(db, scope)))
    .limit(1);
  return row && `${row.product} - ${row.part ?? DEFAULT_SECTION_TABLE}`;
}

const placedOnTab = (db: Database, tabId: number) =>
  exists(
    db
      .select(one)
      .from(sectionItem)
      .where(
        and(
          eq(sectionItem.sectionTabId, tabId),
          eq(sectionItem.sectionTableId, sectionTable.sectionTableId),
          eq(sectionItem.sectionItemType, 'ModelTable'),
        ),
      ),
  );

const found = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new NotFound(`${what} was not found.`);
  return value;
};

/**
 * The rows of one level: shown tables of a part of the catalogue, or models by a number. A
 * level's id or number that names nothing shown answers 404, as the model viewer does.
 */
export async function exportSelection(
  db: Database,
  scope: ShownScope,
  level: ExportLevel,
  value: string | null,
  customerNumber: string | null,
): Promise<ExportSelection> {
  const id = Number(value);
  switch (level) {
    case 'all':
      return { title: EXPORT_LEVEL_LABEL.all };
    case 'category': {
      const row = found(await shownCategory(db, scope, id), `Category ${id}`);
      return { tables: eq(product.categoryId, id), title: row.name };
    }
    case 'productclass': {
      const row = found(await shownProductClass(db, scope, id), `Product class ${id}`);
      return { tables: eq(product.productClassId, id), title: row.name };
    }
    case 'manufacturingseries': {
      const row = found(
        await findShownManufacturingSeries(db, scope, id),
        `Manufacturing series ${id}`,
      );
      return { tables: eq(product.manufacturingSeriesId, id), title: row.displayName };
    }
    case 'product': {
      const row = found(await findShownProductById(db, scope, id), `Product ${id}`);
      return { tables: eq(sectionTable.productId, id), title: row.displayName };
    }
    case 'sectiontab':
      return {
        tables: placedOnTab(db, id),
        title: found(await shownTab(db, scope, id), `Section tab ${id}`),
      };
    case 'sectiontable':
      return {
        tables: eq(sectionTable.sectionTableId, id),
        title: found(await shownTable(db, scope, id), `Section table ${id}`),
      };
    case 'model': {
      const typed = value ?? '';
      const pcns = await catalogNumbersNamed(db, scope, typed);
      return {
        models: pcns.length > 0 ? inArray(model.pcnCatalogNumber, pcns) : sql`false`,
        title: typed,
      };
    }
    case 'series':
      return { models: eq(model.series, value ?? ''), title: `Series ${value}` };
    case 'materialgroup': {
      const group = found(await findMaterialGroup(db, value ?? ''), `Material group ${value}`);
      return {
        models: eq(model.materialGroupNumber, group.number),
        title: `${group.number} - ${group.description}`,
      };
    }
    case 'customermaterial':
      return {
        models: exists(
          db
            .select(one)
            .from(customerMaterial)
            .where(
              and(
                eq(customerMaterial.customerNumber, customerNumber ?? ''),
                eq(customerMaterial.pcnCatalogNumber, model.pcnCatalogNumber),
              ),
            ),
        ),
        title: `${EXPORT_LEVEL_LABEL.customermaterial} ${customerNumber}`,
      };
  }
}
