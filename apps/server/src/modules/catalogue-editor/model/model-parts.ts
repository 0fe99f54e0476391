import {
  customerMaterialRow,
  divisionModelRow,
  modelAssociationRow,
  modelDimensionsValue,
  productModelRow,
  type EditorObject,
  type EditorValue,
} from '@portal/domain';
import { z } from 'zod';
import type { Transaction } from '../../../db/client.ts';
import type { ModelDimensions } from '../../../db/schema/index.ts';
import * as t from '../../../db/schema/index.ts';
import type { FieldPart, FieldParts } from '../editor-fields.ts';
import type { ItemId } from '../editor-tables.ts';
import { existingIds } from '../item-queries.ts';
import type { StoredValue } from '../value-shapes.ts';
import {
  existingModels,
  readCustomerMaterials,
  readDivisionModels,
  readModelAssociations,
  readModelDimensions,
  writeCustomerMaterials,
  writeDivisionModels,
  writeModelAssociations,
  writeModelDimensions,
} from './model-rows.ts';
import { readProductModels, tablesOfProducts, writeProductModels } from './product-model-rows.ts';

type Checked = Awaited<ReturnType<FieldPart['check']>>;
const refuse = (...messages: string[]): Checked => ({ ok: false, messages });
const accept = (value: unknown): Checked => ({ ok: true, value: value as StoredValue });

const MAX_ROWS = 200;

/** The value as rows of the schema, or the first messages of its refusal by row. */
function parsedRows<S extends z.ZodType>(schema: S, value: EditorValue, label: string) {
  const parsed = z
    .array(schema)
    .max(MAX_ROWS)
    .safeParse(value ?? []);
  if (parsed.success) return { rows: parsed.data, messages: [] };
  const messages = parsed.error.issues.slice(0, 5).map((issue) => {
    const [row] = issue.path;
    return typeof row === 'number' ? `${label} ${row + 1}: ${issue.message}` : issue.message;
  });
  return { rows: null, messages };
}

/** Values that name the same thing twice, as text for a message. */
const repeated = (keys: readonly (string | number)[]) =>
  [...new Set(keys.filter((k, i) => keys.indexOf(k) !== i))].join(', ');

const pcnOf = (id: ItemId) => String(id);

const divisionModels: FieldPart = {
  read: (db, id) => readDivisionModels(db, pcnOf(id)) as Promise<StoredValue>,
  async check(db, value, id) {
    const { rows, messages } = parsedRows(divisionModelRow, value, 'Division model');
    if (!rows) return refuse(...messages);
    const divisions = [...new Set(rows.map((r) => r.Division))];
    const found = await existingIds(
      db,
      { table: t.division, column: t.division.divisionId },
      divisions,
    );
    const unknown = divisions.filter((d) => !found.has(d));
    if (unknown.length > 0) return refuse(`No division with id ${unknown.join(', ')}.`);
    const own = new Set(
      id === null ? [] : (await readDivisionModels(db, pcnOf(id))).map((r) => r.DivisionModelId),
    );
    const given = rows.flatMap((r) => (r.DivisionModelId ? [r.DivisionModelId] : []));
    if (given.some((g) => !own.has(g)) || repeated(given) !== '')
      return refuse('A division model row names an id that is not this model’s.');
    return accept(rows.map((r) => ({ ...r, DivisionModelId: r.DivisionModelId ?? null })));
  },
  write: (tx, id, value) =>
    writeDivisionModels(tx, pcnOf(id), value as z.infer<typeof divisionModelRow>[]),
};

const customerMaterials: FieldPart = {
  read: (db, id) => readCustomerMaterials(db, pcnOf(id)) as Promise<StoredValue>,
  async check(_db, value) {
    const { rows, messages } = parsedRows(customerMaterialRow, value, 'Customer material');
    if (!rows) return refuse(...messages);
    const twice = repeated(rows.map((r) => r.CustomerNumber));
    if (twice) return refuse(`Customer ${twice} has more than one material number.`);
    return accept([...rows].sort((a, b) => a.CustomerNumber.localeCompare(b.CustomerNumber, 'en')));
  },
  write: (tx, id, value) =>
    writeCustomerMaterials(tx, pcnOf(id), value as z.infer<typeof customerMaterialRow>[]),
};

const modelAssociations: FieldPart = {
  read: (db, id) => readModelAssociations(db, pcnOf(id)) as Promise<StoredValue>,
  async check(db, value, id) {
    const { rows, messages } = parsedRows(modelAssociationRow, value, 'Model association');
    if (!rows) return refuse(...messages);
    const pcns = rows.map((r) => r.PcnCatalogNumber);
    if (id !== null && pcns.includes(pcnOf(id)))
      return refuse('A model cannot be associated with itself.');
    const twice = repeated(pcns);
    if (twice) return refuse(`Model ${twice} is associated more than once.`);
    const found = await existingModels(db, pcns);
    const unknown = pcns.filter((p) => !found.has(p));
    if (unknown.length > 0) return refuse(`No model ${unknown.join(', ')}.`);
    return accept([...rows].sort((a, b) => a.PcnCatalogNumber.localeCompare(b.PcnCatalogNumber)));
  },
  write: (tx, id, value) =>
    writeModelAssociations(tx, pcnOf(id), value as z.infer<typeof modelAssociationRow>[]),
};

/** Associations (admin §5): products that exist, each once, with tables of that product. */
const productModels: FieldPart = {
  read: (db, id) => readProductModels(db, pcnOf(id)) as Promise<StoredValue>,
  async check(db, value, id) {
    const { rows, messages } = parsedRows(productModelRow, value, 'Association');
    if (!rows) return refuse(...messages);
    const twice = repeated(rows.map((r) => r.ProductId));
    if (twice) return refuse(`Product ${twice} has more than one association.`);
    const tables = await tablesOfProducts(
      db,
      rows.map((r) => r.ProductId),
    );
    const problems: string[] = [];
    for (const row of rows) {
      const own = tables.get(row.ProductId);
      if (!own) problems.push(`No product with id ${row.ProductId}.`);
      else if (row.SectionTableIds.some((s) => !own.has(s)))
        problems.push(`Product ${row.ProductId} has no such section table.`);
    }
    const held = new Map(
      (id === null ? [] : await readProductModels(db, pcnOf(id))).map((r) => [
        r.ProductModelId,
        r.ProductId,
      ]),
    );
    if (rows.some((r) => r.ProductModelId && held.get(r.ProductModelId) !== r.ProductId))
      problems.push('An association names a product model that is not this model’s.');
    if (problems.length > 0) return refuse(...problems);
    // Stored as read back: by product, tables sorted, each product model's id where it stays.
    const byProduct = new Map([...held].map(([pm, product]) => [product, pm]));
    return accept(
      rows
        .map((r) => ({
          ProductModelId: byProduct.get(r.ProductId) ?? null,
          ProductId: r.ProductId,
          SectionTableIds: [...new Set(r.SectionTableIds)].sort((a, b) => a - b),
        }))
        .sort((a, b) => a.ProductId - b.ProductId),
    );
  },
  write: (tx, id, value) =>
    writeProductModels(tx, pcnOf(id), value as z.infer<typeof productModelRow>[]),
};

/** Dimensions: one object of numbers; an object of nothing is no dimensions. */
const modelDimensions: FieldPart = {
  read: async (db, id) => (await readModelDimensions(db, pcnOf(id))) as StoredValue,
  async check(_db, value) {
    if (value === null) return accept(null);
    const parsed = modelDimensionsValue.safeParse(value);
    if (!parsed.success)
      return refuse(...parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
    const set: EditorObject = {};
    for (const key of ['Height', 'Width', 'Depth', 'Weight'] as const) {
      const n = parsed.data[key];
      if (typeof n === 'number') set[key] = n;
    }
    return accept(Object.keys(set).length > 0 ? set : null);
  },
  write: (tx: Transaction, id, value) =>
    writeModelDimensions(tx, pcnOf(id), value as ModelDimensions | null),
};

/** The model's fields that are tables or an object, by the storage the definitions name. */
export const modelParts: FieldParts = {
  'division_model.model_number': divisionModels,
  'customer_material.material_number': customerMaterials,
  'model_association.child_pcn': modelAssociations,
  'product_model.product_id': productModels,
  'model.model_dimensions': modelDimensions,
};

/** Whether a field of the model holds associations, whose refusal reads as such (admin §5). */
export const associationTypes: ReadonlySet<string> = new Set(['associations', 'modelassociations']);
