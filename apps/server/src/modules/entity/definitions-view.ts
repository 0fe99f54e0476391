import type { Editor, EditorField, EntityDefinition, SectionType } from '@portal/domain';
import { toEditorField, toEntityDefinition } from './mapping.ts';
import {
  canRead,
  levelFlags,
  narrowed,
  readAndUpdate,
  toEntityPermission,
  type RoleFlags,
} from './permissions.ts';
import type { DefinitionRows, PermissionRows } from './queries.ts';

/** Where a property's value is stored: only these names ever become SQL identifiers. */
export interface PropertyStorage {
  tableName: string;
  relatedTable: string | null;
  columnName: string;
  jsonKey: string | null;
}

/** A field the caller may read, with what the finder needs to filter by it. */
export interface ReadableField {
  entityName: string;
  entityLevel: number;
  editorSectionName: string;
  inFinder: boolean;
  field: EditorField;
  storage: PropertyStorage;
}

export interface DefinitionsView {
  entities: EntityDefinition[];
  editors: Editor[];
  fields: ReadableField[];
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/** The definitions as one caller sees them: what their roles may not read is left out. */
export function viewDefinitions(
  rows: DefinitionRows,
  permissions: PermissionRows,
  roleIds: number[],
): DefinitionsView {
  const propertiesOf = groupBy(rows.properties, (p) => p.entityObjectId);
  const propertyById = new Map(rows.properties.map((p) => [p.entityPropertyId, p]));
  const sectionsOf = groupBy(rows.sections, (s) => s.editorId);
  const fieldsOf = groupBy(rows.fields, (f) => f.editorSectionId);
  const validationsOf = groupBy(rows.validations, (v) => v.editorFieldId);
  const valuesOf = groupBy(rows.values, (v) => v.editorFieldId);
  const sectionRows = groupBy(permissions.sections, (p) => p.editorSectionId);
  const fieldRows = groupBy(permissions.fields, (p) => p.editorFieldId);
  const flagsAt = new Map<number, RoleFlags>();
  const levelOf = (level: number) => {
    let flags = flagsAt.get(level);
    if (!flags) flagsAt.set(level, (flags = levelFlags(permissions, roleIds, level)));
    return flags;
  };

  const readableEntities = rows.entities.filter((e) => canRead(levelOf(e.entityLevel)));
  const entities = readableEntities.map((e) =>
    toEntityDefinition(e, propertiesOf.get(e.entityObjectId) ?? []),
  );

  const entityById = new Map(readableEntities.map((e) => [e.entityObjectId, e]));
  const fields: ReadableField[] = [];
  const editors: Editor[] = [];
  for (const ed of rows.editors) {
    const entity = entityById.get(ed.entityObjectId);
    if (!entity) continue;
    const level = levelOf(entity.entityLevel);
    const sections: Editor['Sections'] = [];
    for (const s of sectionsOf.get(ed.editorId) ?? []) {
      const sectionFlags = narrowed(level, sectionRows.get(s.editorSectionId) ?? []);
      if (!canRead(sectionFlags)) continue;
      const sectionFields: EditorField[] = [];
      for (const f of fieldsOf.get(s.editorSectionId) ?? []) {
        const flags = narrowed(sectionFlags, fieldRows.get(f.editorFieldId) ?? []);
        const property = propertyById.get(f.entityPropertyId);
        if (!canRead(flags) || !property) continue;
        const field = toEditorField(
          f,
          property,
          validationsOf.get(f.editorFieldId) ?? [],
          valuesOf.get(f.editorFieldId) ?? [],
          readAndUpdate(flags),
        );
        sectionFields.push(field);
        fields.push({
          entityName: entity.entityName,
          entityLevel: entity.entityLevel,
          editorSectionName: s.editorSectionName,
          inFinder: s.inFinder,
          field,
          storage: {
            tableName: entity.tableName,
            relatedTable: property.relatedTable,
            columnName: property.columnName,
            jsonKey: property.jsonKey,
          },
        });
      }
      sections.push({
        EditorSectionId: s.editorSectionId,
        EditorSectionName: s.editorSectionName,
        OrderBy: s.orderBy,
        SectionType: s.sectionType as SectionType,
        InFinder: s.inFinder,
        ...readAndUpdate(sectionFlags),
        Fields: sectionFields,
      });
    }
    editors.push({
      EditorId: ed.editorId,
      EditorName: ed.editorName,
      EntityName: entity.entityName,
      EntityLevel: entity.entityLevel,
      HideBlankFields: ed.hideBlankFields,
      DisplayName: ed.displayName,
      Icon: ed.icon,
      EffectivePermission: toEntityPermission(entity.entityLevel, level),
      Sections: sections,
    });
  }
  return { entities, editors, fields };
}
