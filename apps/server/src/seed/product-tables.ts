import type {
  productModel,
  sectionTable,
  sectionTableLayoutColumn,
  sectionTableModel,
} from '../db/schema/index.ts';
import { MASTER_PRODUCT, type TableGroup } from './catalogue-plan.ts';
import type { ProductPlan } from './hierarchy.ts';
import type { ModelFactory, ModelRow } from './models.ts';
import type { PartKind } from './part-kind.ts';
import { tableGroupKinds, tableGroupNames } from './part-kinds.ts';
import type { Random } from './random.ts';
import { layoutColumns } from './section-tables.ts';

export interface PlannedTable {
  sectionTableId: number;
  group: TableGroup | 'master';
  displayName: string;
  kinds: PartKind[];
  /** The first row of each part kind in this table: what a drawing's callout for that kind points at. */
  firstOfKind: Map<string, TableRowRef>;
}

export interface TableRowRef {
  productModelId: number;
  pcnCatalogNumber: string;
}

export interface ProductTables {
  tables: Array<typeof sectionTable.$inferInsert>;
  columns: Array<typeof sectionTableLayoutColumn.$inferInsert>;
  productModels: Array<typeof productModel.$inferInsert>;
  tableModels: Array<typeof sectionTableModel.$inferInsert>;
  byProduct: Map<number, PlannedTable[]>;
}

const MASTER_SIZES = [30, 45, 60, 75, 100, 125, 150, 175, 200, 250, 300, 350, 400];
const masterKinds = [
  ...new Set(
    (['air', 'ignition', 'electrical', 'cabinet', 'accessories'] as const).flatMap(
      (g) => tableGroupKinds[g],
    ),
  ),
];

export function buildProductTables(
  plans: readonly ProductPlan[],
  factory: ModelFactory,
  r: Random,
): ProductTables {
  const out: ProductTables = {
    tables: [],
    columns: [],
    productModels: [],
    tableModels: [],
    byProduct: new Map(),
  };
  const links = new Map<string, number>(); // products per model
  const byKind = new Map<string, ModelRow[]>();

  const link = (productId: number, pcn: string) => {
    const productModelId = out.productModels.length + 1;
    out.productModels.push({ productModelId, productId, pcnCatalogNumber: pcn });
    links.set(pcn, (links.get(pcn) ?? 0) + 1);
    return productModelId;
  };

  for (const plan of plans) {
    const groups: Array<TableGroup | 'master'> = plan.master
      ? ['master']
      : chooseGroups(plan.category.tables, r);
    const inProduct = new Set<string>();
    const planned: PlannedTable[] = [];
    groups.forEach((group, tableIndex) => {
      const sectionTableId = out.tables.length + 1;
      const displayName = group === 'master' ? 'Master Parts List' : tableGroupNames[group];
      out.tables.push({
        sectionTableId,
        productId: plan.productId,
        displayName,
        orderBy: tableIndex + 1,
        hideBlankColumns: r.chance(0.3),
        hideTableFilters: r.chance(0.04),
      });
      out.columns.push(...layoutColumns(sectionTableId, r));
      const kindList = group === 'master' ? masterKinds : tableGroupKinds[group];
      const size =
        group === 'master' ? MASTER_PRODUCT.modelCount : 5 + Math.floor(r.next() ** 3 * 76);
      const rowKinds = Array.from({ length: size }, () => r.int(0, kindList.length - 1)).sort(
        (a, b) => a - b,
      );
      const used = new Set<PartKind>();
      const firstOfKind = new Map<string, TableRowRef>();
      rowKinds.forEach((kindIndex, i) => {
        const kind = kindList[kindIndex] as PartKind;
        used.add(kind);
        const shared =
          group === 'master' ? undefined : reusable(byKind.get(kind.key), inProduct, links, r);
        const row =
          shared ??
          factory.create(
            kind,
            plan,
            r.pick(group === 'master' ? MASTER_SIZES : plan.variant.sizes),
            group === 'master',
          );
        if (!shared) byKind.set(kind.key, [...(byKind.get(kind.key) ?? []), row].slice(-40));
        inProduct.add(row.pcnCatalogNumber);
        const productModelId = link(plan.productId, row.pcnCatalogNumber);
        out.tableModels.push({ sectionTableId, productModelId, orderBy: i + 1 });
        if (!firstOfKind.has(kind.key))
          firstOfKind.set(kind.key, { productModelId, pcnCatalogNumber: row.pcnCatalogNumber });
      });
      planned.push({ sectionTableId, group, displayName, kinds: [...used], firstOfKind });
    });
    out.byProduct.set(plan.productId, planned);
  }
  return out;
}

/** 1-3 tables; an accessories table, when there is one, comes last. */
function chooseGroups(candidates: readonly TableGroup[], r: Random): TableGroup[] {
  const main = candidates.filter((g) => g !== 'accessories');
  const count = r.pick([1, 1, 2, 2, 2, 3]);
  const withAccessories = count > 1 && candidates.includes('accessories') && r.chance(0.45);
  const chosen = r.sample(main, withAccessories ? count - 1 : count);
  return withAccessories ? [...chosen, 'accessories'] : chosen;
}

/** About one row in fifteen lists a model another product already lists. */
function reusable(
  pool: ModelRow[] | undefined,
  inProduct: Set<string>,
  links: Map<string, number>,
  r: Random,
): ModelRow | undefined {
  if (!pool || pool.length === 0 || !r.chance(0.07)) return undefined;
  const candidate = r.pick(pool);
  if (
    inProduct.has(candidate.pcnCatalogNumber) ||
    (links.get(candidate.pcnCatalogNumber) ?? 0) >= 2
  )
    return undefined;
  return candidate;
}
