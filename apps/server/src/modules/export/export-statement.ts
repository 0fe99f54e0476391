import { getTableColumns, param, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { model } from '../../db/schema/index.ts';
import { shownTo } from '../../lib/visibility.ts';
import { listedNowhere } from '../model-viewer/queries.ts';
import type { ShownScope } from '../model-viewer/shown-tables.ts';
import { toTableModel } from '../product/section-mapping.ts';
import type { ExportSelection } from './export-selection.ts';
import type { ExportTable } from './export-tables.ts';

export interface ExportRowRead {
  scope: ShownScope;
  withInventory: boolean;
  customerNumber: string | null;
  /** The row fields the spreadsheet's columns and prices read (TableModel spelling). */
  fields: ReadonlySet<string>;
}

type ModelKey = keyof ReturnType<typeof getTableColumns<typeof model>>;
const READ = Symbol('read');

/**
 * Which model column each field of a table row comes from, asked of `toTableModel` itself
 * (it is given a model whose every field names itself): the export selects its rows under
 * the catalogue's names without a second mapping to keep in step.
 */
export const ROW_FIELDS: ReadonlyMap<string, ModelKey> = (() => {
  const named = new Proxy({}, { get: (_target, key) => ({ [READ]: key }) });
  const row = toTableModel({
    sectionTableId: 0,
    model: named as Parameters<typeof toTableModel>[0]['model'],
    imagePath: null,
    divisionModelNumbers: null,
    available: null,
  });
  const fields = new Map<string, ModelKey>();
  for (const [field, value] of Object.entries(row))
    if (value && typeof value === 'object' && READ in value)
      fields.set(field, (value as { [READ]: ModelKey })[READ]);
  return fields;
})();

/** The fields every export reads: the row's number and what its price is made of. */
const PRICED_FIELDS = ['PcnCatalogNumber', 'TotalList', 'ProductHierarchy'];

/** The model columns of the fields asked for, under the names a table row gives them. */
function modelColumns(fields: ReadonlySet<string>): SQL {
  const columns = getTableColumns(model);
  const wanted = [...ROW_FIELDS].filter(
    ([field]) => fields.has(field) || PRICED_FIELDS.includes(field),
  );
  return sql.join(
    wanted.map(([field, key]) => {
      const column = sql`model.${sql.identifier(columns[key].name)}`;
      // The catalogue's ORM reads prices as numbers; the driver would read numeric as text.
      return key === 'totalList'
        ? sql`${column}::float8 as ${sql.identifier(field)}`
        : sql`${column} as ${sql.identifier(field)}`;
    }),
    sql`, `,
  );
}

/**
 * Stock, division model numbers and the customer's material numbers of each row, as the
 * catalogue's reads give them: looked up per row for a small export; for a large one joined
 * from one pass over each table, since a lookup per row costs more on a million rows than
 * reading the tables whole (bench/README.md, "Export tool").
 */
function rowExtras(read: ExportRowRead, bulk: boolean): { columns: SQL; joins: SQL } {
  const customer = read.customerNumber;
  const ownNumber = sql`cm.customer_number = ${customer} and btrim(cm.material_number) <> ''`;
  const divisions = read.fields.has('DivisionModelNumbers');
  if (!bulk) {
    const stock = read.withInventory
      ? sql`(select coalesce(sum(iv.quantity_available), 0)::int from inventory iv
          where iv.pcn_catalog_number = model.pcn_catalog_number)`
      : sql`null::int`;
    const numbers = divisions
      ? sql`(select string_agg(dm.model_number, ', ' order by dm.model_number)
          from division_model dm where dm.pcn_catalog_number = model.pcn_catalog_number)`
      : sql`null::text`;
    const material = customer
      ? sql`(select cm.material_number from customer_material cm
          where cm.pcn_catalog_number = model.pcn_catalog_number and ${ownNumber})`
      : sql`null::text`;
    return {
      columns: sql`${stock} as "Available", ${numbers} as "DivisionModelNumbers",
        ${material} as "CustomerMaterialNumber"`,
      joins: sql``,
    };
  }
  return {
    columns: sql`${read.withInventory ? sql`coalesce(iv.available, 0)` : sql`null::int`} as "Available",
      ${divisions ? sql`dm.numbers` : sql`null::text`} as "DivisionModelNumbers",
      ${customer ? sql`cm.material_number` : sql`null::text`} as "CustomerMaterialNumber"`,
    joins: sql`
      ${
        read.withInventory
          ? sql`left join (select pcn_catalog_number, sum(quantity_available)::int as available
              from inventory group by 1) iv on iv.pcn_catalog_number = model.pcn_catalog_number`
          : sql``
      }
      ${
        divisions
          ? sql`left join (select pcn_catalog_number,
                string_agg(model_number, ', ' order by model_number) as numbers
              from division_model group by 1) dm on dm.pcn_catalog_number = model.pcn_catalog_number`
          : sql``
      }
      ${
        customer
          ? sql`left join customer_material cm
              on cm.pcn_catalog_number = model.pcn_catalog_number and ${ownNumber}`
          : sql``
      }`,
  };
}

/**
 * The export's rows in page order: the given tables in the order given (their place in the
 * array), each table's rows by their OrderBy; then, when asked, the shown models of the
 * selection that no shown table lists, by catalogue number. Each row is a table row as the
 * catalogue spells it, with the table it comes from.
 */
export function exportStatement(
  db: Database,
  read: ExportRowRead,
  tables: readonly ExportTable[],
  selection: ExportSelection,
  withUnlisted: boolean,
  bulk: boolean,
): SQL {
  const { columns, joins } = rowExtras(read, bulk);
  const fields = sql`${modelColumns(read.fields)},
    ${read.fields.has('Image') ? sql`i.image_path` : sql`null::text`} as "Image", ${columns}`;
  const image = read.fields.has('Image')
    ? sql`left join image i on i.image_id = model.image_id and not i.is_deleted`
    : sql``;
  const ids = param(tables.map((t) => t.sectionTableId));
  const shownModel = shownTo(model, read.scope.preview);
  const listed = sql`
    select tb.n as "tableIndex", stm.order_by as "rowOrder",
      stm.section_table_id as "sectionTableId", ${fields}
    from unnest(${ids}::int[]) with ordinality as tb(section_table_id, n)
    join section_table_model stm on stm.section_table_id = tb.section_table_id
    join product_model pm on pm.product_model_id = stm.product_model_id
    join model on model.pcn_catalog_number = pm.pcn_catalog_number
    ${image}
    ${joins}
    where ${shownModel} ${selection.models ? sql`and ${selection.models}` : sql``}`;
  if (!withUnlisted || !selection.models) return sql`${listed} order by 1, 2, "PcnCatalogNumber"`;
  const unlisted = sql`
    select 2147483647::bigint, 0, 0, ${fields}
    from model
    ${image}
    ${joins}
    where ${shownModel} and ${selection.models} and ${listedNowhere(db, read.scope)}`;
  return sql`${listed} union all ${unlisted} order by 1, 2, "PcnCatalogNumber"`;
}
