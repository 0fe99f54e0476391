import {
  checkboxDefault,
  type EditorField,
  type EditorFieldType,
  type EntityDefinition,
  type PropertyType,
  type ValidationType,
} from '@portal/domain';
import type { DefinitionRows } from './queries.ts';

type Row<K extends keyof DefinitionRows> = DefinitionRows[K][number];

/** An entity definition on the wire (spec §3 Entity definition and Entity property). */
export function toEntityDefinition(
  e: Row<'entities'>,
  properties: readonly Row<'properties'>[],
): EntityDefinition {
  return {
    EntityObjectId: e.entityObjectId,
    EntityName: e.entityName,
    DisplayName: e.displayName,
    DisplayDescription: e.displayDescription,
    EntityLevel: e.entityLevel,
    Properties: properties.map((p) => ({
      EntityPropertyId: p.entityPropertyId,
      EntityPropertyName: p.entityPropertyName,
      PropertyName: p.propertyName,
      PropertyType: p.propertyType as PropertyType,
      DisplayName: p.displayName,
      DisplayDescription: p.displayDescription,
      IsId: p.isId,
      IsTitle: p.isTitle,
      IsKey: p.isKey,
    })),
    idProperties: properties.filter((p) => p.isId).map((p) => p.entityPropertyName),
    titleProperties: properties.filter((p) => p.isTitle).map((p) => p.entityPropertyName),
  };
}

/** An editor field on the wire (spec §3 Editor field), with the caller's read and update. */
export function toEditorField(
  f: Row<'fields'>,
  property: Row<'properties'>,
  validations: readonly Row<'validations'>[],
  values: readonly Row<'values'>[],
  access: { CanRead: boolean; CanUpdate: boolean },
): EditorField {
  const type = f.editorType as EditorFieldType;
  return {
    EditorFieldId: f.editorFieldId,
    EntityPropertyName: property.entityPropertyName,
    PropertyName: property.propertyName,
    DisplayName: f.displayName ?? property.displayName,
    DisplayDescription: property.displayDescription,
    EditorType: type,
    OrderBy: f.orderBy,
    IsRequired: f.isRequired,
    EditorSize: f.editorSize,
    Validations: validations.map((v) => ({
      ValidationType: v.validationType as ValidationType,
      ValidationValue: v.validationValue,
      ValidationMessage: v.validationMessage,
    })),
    Values: values.map((v) => ({
      EditorFieldValueId: v.editorFieldValueId,
      Value: v.value,
      DisplayName: v.displayName,
    })),
    DefaultValue: type === 'checkbox' ? checkboxDefault(f.defaultValue) : f.defaultValue,
    ...access,
  };
}
