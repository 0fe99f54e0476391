import { z } from 'zod';

/** The spec's entity levels; permissions are granted per role and level (All covers every level). */
export const EntityLevel = {
  None: -1,
  All: 0,
  Category: 1,
  ProductClass: 2,
  ManufacturingSeries: 3,
  Product: 4,
  Model: 5,
  Image: 6,
  Schedule: 7,
  Site: 8,
  Division: 9,
} as const;
export type EntityLevelName = keyof typeof EntityLevel;
export type EntityLevelValue = (typeof EntityLevel)[EntityLevelName];
export const entityLevelValues = Object.values(EntityLevel) as EntityLevelValue[];

export const sectionTypes = ['Header', 'Modal', 'Section'] as const;
export type SectionType = (typeof sectionTypes)[number];

export const propertyTypes = [
  'String',
  'List',
  'Object',
  'Table',
  'DivisionModelNumber',
  'Image',
] as const;
export type PropertyType = (typeof propertyTypes)[number];

/** The 29 editor field types of the spec; the web editor draws one control per type. */
export const editorFieldTypes = [
  'sub-editor',
  'sub-editor-multiple',
  'multi-input-edit',
  'permissions',
  'checkbox',
  'text',
  'id',
  'password',
  'number',
  'select',
  'none',
  'divisions',
  'associations',
  'modelassociations',
  'image-list',
  'document-list',
  'thumbnail',
  'datetime',
  'image',
  'document',
  'modeldimensions',
  'document-link',
  'order',
  'remove',
  'rich-text',
  'editor-list',
  'role-permission',
  'read-only',
  'customer-materials',
] as const;
export type EditorFieldType = (typeof editorFieldTypes)[number];

/** What a validation row checks; ValidationValue carries the limit or pattern where one is needed. */
export const validationTypes = [
  'required',
  'minLength',
  'maxLength',
  'pattern',
  'number',
  'min',
  'max',
  'email',
] as const;
export type ValidationType = (typeof validationTypes)[number];

/** A checkbox's default is on only for the exact text 'true' (spec §3). */
export const checkboxDefault = (text: string | null): boolean => text === 'true';

export const entityProperty = z.object({
  EntityPropertyId: z.number().int(),
  EntityPropertyName: z.string(),
  PropertyName: z.string(),
  PropertyType: z.enum(propertyTypes),
  DisplayName: z.string(),
  DisplayDescription: z.string(),
  IsId: z.boolean(),
  IsTitle: z.boolean(),
  IsKey: z.boolean(),
});
export type EntityProperty = z.infer<typeof entityProperty>;

export const entityDefinition = z.object({
  EntityObjectId: z.number().int(),
  EntityName: z.string(),
  DisplayName: z.string(),
  DisplayDescription: z.string(),
  EntityLevel: z.number().int(),
  Properties: z.array(entityProperty),
  /** EntityPropertyName of the properties that identify an item. */
  idProperties: z.array(z.string()),
  /** EntityPropertyName of the properties that title an item in trees and headings. */
  titleProperties: z.array(z.string()),
});
export type EntityDefinition = z.infer<typeof entityDefinition>;
export const entityDefinitions = z.array(entityDefinition);

/** The caller's permission on an entity level: the union over their roles. */
export const entityPermission = z.object({
  EntityLevel: z.number().int(),
  CanRead: z.boolean(),
  CanUpdate: z.boolean(),
  CanCreate: z.boolean(),
  CanDelete: z.boolean(),
  CanExecute: z.boolean(),
});
export type EntityPermission = z.infer<typeof entityPermission>;

export const editorField = z.object({
  EditorFieldId: z.number().int(),
  EntityPropertyName: z.string(),
  PropertyName: z.string(),
  DisplayName: z.string(),
  DisplayDescription: z.string(),
  EditorType: z.enum(editorFieldTypes),
  OrderBy: z.number().int(),
  IsRequired: z.boolean(),
  /** Width in the editor's 12-column grid. */
  EditorSize: z.number().int(),
  Validations: z.array(
    z.object({
      ValidationType: z.enum(validationTypes),
      ValidationValue: z.string().nullable(),
      ValidationMessage: z.string(),
    }),
  ),
  Values: z.array(
    z.object({
      EditorFieldValueId: z.number().int(),
      Value: z.string(),
      DisplayName: z.string().nullable(),
    }),
  ),
  /** A checkbox's default as a boolean; other types' default as stored text, or null. */
  DefaultValue: z.union([z.string(), z.boolean()]).nullable(),
  CanRead: z.boolean(),
  CanUpdate: z.boolean(),
});
export type EditorField = z.infer<typeof editorField>;

export const editorSection = z.object({
  EditorSectionId: z.number().int(),
  EditorSectionName: z.string(),
  OrderBy: z.number().int(),
  SectionType: z.enum(sectionTypes),
  /** False for the sections the model finder neither offers nor accepts. */
  InFinder: z.boolean(),
  CanRead: z.boolean(),
  CanUpdate: z.boolean(),
  Fields: z.array(editorField),
});
export type EditorSection = z.infer<typeof editorSection>;

export const editor = z.object({
  EditorId: z.number().int(),
  EditorName: z.string(),
  EntityName: z.string(),
  EntityLevel: z.number().int(),
  HideBlankFields: z.boolean(),
  DisplayName: z.string(),
  Icon: z.string().nullable(),
  EffectivePermission: entityPermission,
  Sections: z.array(editorSection),
});
export type Editor = z.infer<typeof editor>;
export const editors = z.array(editor);

const optionalName = (name: string) =>
  z.string().trim().min(1, `${name} must not be empty`).max(100).optional();

/** GET /api/entity: every entity the caller may read, or the one named. */
export const entityQuery = z.object({ entityName: optionalName('entityName') });
/** GET /api/entity/editor: every editor the caller may read, or those of one entity or name. */
export const editorQuery = z.object({
  entityName: optionalName('entityName'),
  editorName: optionalName('editorName'),
});
