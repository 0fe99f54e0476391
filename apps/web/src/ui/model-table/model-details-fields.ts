import { formatModelSize, formatModelWeight, type TableModel } from '@portal/domain';
import { cellText, type TableColumn } from './table-columns.ts';

/**
 * The fields the Model Details panel lists: the table's columns but prices and stock (the
 * panel's buy box shows those), then description, dimensions in inches, weight in pounds,
 * notes and material group where the columns do not already hold them. Empty ones are left out.
 */
export function detailFields(model: TableModel, columns: TableColumn[]): [string, string][] {
  const fields: [string, string][] = columns
    .filter((c) => c.kind !== 'price' && c.kind !== 'inventory')
    .map((c) => [c.header, cellText(model, c)]);
  const has = (label: string) => fields.some(([l]) => l.toLowerCase() === label.toLowerCase());
  const extra: [string, string | null][] = [
    ['Description', model.Descriptions ?? model.SapModelDescription],
    ['Dimensions', formatModelSize(model.ModelDimensions)],
    ['Weight', formatModelWeight(model.ModelDimensions)],
    ['Notes', model.Notes],
    ['Material Group', model.MaterialGroupNumber],
  ];
  for (const [label, value] of extra) if (!has(label)) fields.push([label, value ?? '']);
  return fields.filter(([, value]) => value !== '');
}
