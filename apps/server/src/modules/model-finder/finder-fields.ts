import type { FinderField, FinderFilter } from '@portal/domain';
import { ValidationFailed } from '../../lib/errors.ts';
import type { ReadableField } from '../entity/service.ts';
import { finderColumn, type FinderColumn } from './finder-columns.ts';

/** A field the finder offers: what the caller may read, in a finder section, stored in a column. */
export interface OfferedField {
  key: string;
  offered: FinderField;
  column: FinderColumn;
}

const keyOf = (entityName: string, propertyName: string) =>
  `${entityName}.${propertyName}`.toLowerCase();

/** The finder's filter fields among the caller's readable ones, each property once. */
export function offeredFields(fields: readonly ReadableField[]): OfferedField[] {
  const offered = new Map<string, OfferedField>();
  for (const f of fields) {
    const key = keyOf(f.entityName, f.field.EntityPropertyName);
    if (!f.inFinder || offered.has(key)) continue;
    const column = finderColumn(f.entityLevel, f.storage);
    if (!column) continue;
    offered.set(key, {
      key: `${f.entityName}.${f.field.EntityPropertyName}`,
      column,
      offered: {
        EntityName: f.entityName,
        EntityPropertyName: f.field.EntityPropertyName,
        DisplayName: f.field.DisplayName,
        EditorSectionName: f.editorSectionName,
        EditorType: f.field.EditorType,
        ValueType: column.valueType,
        Values: f.field.Values.map((v) => ({ Value: v.Value, DisplayName: v.DisplayName })),
      },
    });
  }
  return [...offered.values()];
}

/** Why a filter names no offered field, in words the finder can show. */
function refusal(filter: FinderFilter, fields: readonly ReadableField[]): string {
  const named = `${filter.EntityName}.${filter.EntityPropertyName}`;
  const sameEntity = fields.filter(
    (f) => f.entityName.toLowerCase() === filter.EntityName.toLowerCase(),
  );
  if (sameEntity.length === 0) return `There is no entity ${filter.EntityName} to filter by.`;
  const same = sameEntity.filter(
    (f) => f.field.EntityPropertyName.toLowerCase() === filter.EntityPropertyName.toLowerCase(),
  );
  if (same.length === 0) return `${filter.EntityName} has no field ${filter.EntityPropertyName}.`;
  const excluded = same.find((f) => !f.inFinder);
  if (excluded)
    return `${named} is in the ${excluded.editorSectionName} section, which the finder does not search.`;
  return `${named} cannot be searched by the finder.`;
}

/** The offered field each filter names; the first filter that names none answers 400. */
export function resolveFilters(
  filters: readonly FinderFilter[],
  fields: readonly ReadableField[],
): OfferedField[] {
  const offered = new Map(offeredFields(fields).map((o) => [o.key.toLowerCase(), o]));
  return filters.map((filter, i) => {
    const found = offered.get(keyOf(filter.EntityName, filter.EntityPropertyName));
    if (found) return found;
    const message = refusal(filter, fields);
    throw new ValidationFailed(message, { [`${i}.EntityPropertyName`]: [message] });
  });
}
