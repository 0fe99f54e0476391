import {
  customerMaterialRow,
  divisionModelRow,
  modelAssociationRow,
  modelDimensionsValue,
  ModelEditorMessage,
  type EditorField,
  type EditorObject,
  type EditorValue,
} from '@portal/domain';
import type { z } from 'zod';
import { asValue, isEditorObject, objectsOf } from './nested-values.ts';

/**
 * The model's part fields as the server reads and saves them (decision 176): division models,
 * customer materials, model associations and associations are lists of rows, dimensions one
 * object of numbers. The checks here are the server's, so a broken row holds the save back.
 */

export const DIMENSIONS = [
  { key: 'Height', label: 'Height', unit: 'in' },
  { key: 'Width', label: 'Width', unit: 'in' },
  { key: 'Depth', label: 'Depth', unit: 'in' },
  { key: 'Weight', label: 'Weight', unit: 'lb' },
] as const;
export const MAX_DIMENSION = 100_000;

/** A division-model field holds rows, a Catalog's Divisions field ids: the same editor type. */
export const holdsDivisionModels = (
  field: Pick<EditorField, 'EntityPropertyName'>,
  value: EditorValue | undefined,
) => field.EntityPropertyName === 'DivisionModels' || objectsOf(value).length > 0;

/** Rows as values: a row's blank text travels as null, as the server reads it back. */
export const rowsValue = (rows: readonly EditorObject[]): EditorValue => asValue([...rows]);

export const textOf = (value: EditorValue | undefined): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

export const idListOf = (value: EditorValue | undefined): number[] =>
  Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : [];

const repeated = (keys: readonly string[]) => [
  ...new Set(keys.filter((k, i) => k !== '' && keys.indexOf(k) !== i)),
];

/** The first message of each row the schema refuses, with the row's place. */
function rowErrors(schema: z.ZodType, rows: EditorObject[], label: string): string[] {
  return rows.flatMap((row, i) => {
    const parsed = schema.safeParse(row);
    const first = parsed.success ? null : parsed.error.issues[0];
    return first ? [`${label} ${i + 1}: ${first.message}`] : [];
  });
}

function dimensionErrors(value: EditorValue | undefined): string[] {
  if (value === null || value === undefined) return [];
  if (!isEditorObject(value) || !modelDimensionsValue.safeParse(value).success)
    return DIMENSIONS.filter(({ key }) => {
      const n = isEditorObject(value) ? value[key] : null;
      return (
        n !== null && n !== undefined && !(typeof n === 'number' && n >= 0 && n <= MAX_DIMENSION)
      );
    }).map(
      ({ label }) => `${label} must be a number from 0 to ${MAX_DIMENSION.toLocaleString('en')}.`,
    );
  return [];
}

/** The messages of a part field's value (empty for other fields). */
export function partErrors(field: EditorField, value: EditorValue | undefined): string[] {
  const rows = objectsOf(value);
  switch (field.EditorType) {
    case 'divisions':
      if (!holdsDivisionModels(field, value)) return [];
      return rowErrors(divisionModelRow, rows, 'Division model').map((m) =>
        m.includes('expected number') ? m.replace(/:.*/, ': choose a division') : m,
      );
    case 'customer-materials':
      return [
        ...rowErrors(customerMaterialRow, rows, 'Customer material'),
        ...repeated(rows.map((r) => textOf(r.CustomerNumber).trim())).map(
          (c) => `Customer ${c} is listed more than once: one material number per customer.`,
        ),
      ];
    case 'modelassociations':
      return [
        ...rowErrors(modelAssociationRow, rows, 'Associated model').map((m) =>
          m.replace(/:.*/, ': enter a catalog number of 1 to 18 characters'),
        ),
        ...repeated(rows.map((r) => textOf(r.PcnCatalogNumber).trim())).map(
          (pcn) => `Model ${pcn} is listed more than once.`,
        ),
      ];
    case 'associations': {
      const products = rows.map((r) =>
        typeof r.ProductId === 'number' ? String(r.ProductId) : '',
      );
      const broken = products.includes('') || repeated(products).length > 0;
      return broken ? [ModelEditorMessage.invalidAssociations] : [];
    }
    case 'modeldimensions':
      return dimensionErrors(value);
    default:
      return [];
  }
}
