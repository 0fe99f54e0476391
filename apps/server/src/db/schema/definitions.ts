import {
  editorFieldTypes,
  entityLevelValues,
  propertyTypes,
  sectionTypes,
  validationTypes,
} from '@portal/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { role } from './accounts.ts';

/** `column in ('a', 'b')` for a check constraint; the lists are the domain's constants. */
const oneOf = (column: string, values: readonly (string | number)[]) =>
  sql.raw(`${column} in (${values.map((v) => (typeof v === 'number' ? v : `'${v}'`)).join(', ')})`);

/**
 * A kind of catalogue item the editor and the finder know (spec §3 Entity definition). The
 * definitions are data: a new field is a row, and the server maps names to columns only through
 * them (docs/decisions/157).
 */
export const entity = pgTable(
  'entity',
  {
    entityObjectId: integer('entity_object_id').primaryKey().generatedByDefaultAsIdentity(),
    entityName: text('entity_name').notNull(),
    displayName: text('display_name').notNull(),
    displayDescription: text('display_description').notNull().default(''),
    entityLevel: smallint('entity_level').notNull(),
    /** The table that holds one row per item. */
    tableName: text('table_name').notNull(),
    orderBy: integer('order_by').notNull().default(0),
  },
  (t) => [
    uniqueIndex('entity_name_uq').on(t.entityName),
    check('entity_level_known', oneOf('entity_level', entityLevelValues)),
  ],
);

/**
 * One property of an entity and where it is stored: a column of the entity's table (with
 * `jsonKey`, a key inside that JSON column), or a column of a related table.
 */
export const entityProperty = pgTable(
  'entity_property',
  {
    entityPropertyId: integer('entity_property_id').primaryKey().generatedByDefaultAsIdentity(),
    entityObjectId: integer('entity_object_id')
      .notNull()
      .references(() => entity.entityObjectId, { onDelete: 'cascade' }),
    entityPropertyName: text('entity_property_name').notNull(),
    propertyName: text('property_name').notNull(),
    propertyType: text('property_type').notNull().default('String'),
    displayName: text('display_name').notNull(),
    displayDescription: text('display_description').notNull().default(''),
    isId: boolean('is_id').notNull().default(false),
    isTitle: boolean('is_title').notNull().default(false),
    isKey: boolean('is_key').notNull().default(false),
    /** Null: the entity's own table. */
    relatedTable: text('related_table'),
    columnName: text('column_name').notNull(),
    jsonKey: text('json_key'),
  },
  (t) => [
    uniqueIndex('entity_property_name_uq').on(t.entityObjectId, t.entityPropertyName),
    check('entity_property_type_known', oneOf('property_type', propertyTypes)),
  ],
);

/** An editor of one entity (spec §3 Editor). */
export const editor = pgTable(
  'editor',
  {
    editorId: integer('editor_id').primaryKey().generatedByDefaultAsIdentity(),
    editorName: text('editor_name').notNull(),
    entityObjectId: integer('entity_object_id')
      .notNull()
      .references(() => entity.entityObjectId, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    icon: text('icon'),
    hideBlankFields: boolean('hide_blank_fields').notNull().default(false),
    orderBy: integer('order_by').notNull().default(0),
  },
  (t) => [
    uniqueIndex('editor_name_uq').on(t.editorName),
    index('editor_entity_idx').on(t.entityObjectId),
  ],
);

export const editorSection = pgTable(
  'editor_section',
  {
    editorSectionId: integer('editor_section_id').primaryKey().generatedByDefaultAsIdentity(),
    editorId: integer('editor_id')
      .notNull()
      .references(() => editor.editorId, { onDelete: 'cascade' }),
    editorSectionName: text('editor_section_name').notNull(),
    sectionType: text('section_type').notNull().default('Section'),
    orderBy: integer('order_by').notNull().default(0),
    /** False: the model finder neither offers nor accepts this section's fields. */
    inFinder: boolean('in_finder').notNull().default(true),
  },
  (t) => [
    uniqueIndex('editor_section_name_uq').on(t.editorId, t.editorSectionName),
    check('editor_section_type_known', oneOf('section_type', sectionTypes)),
  ],
);

export const editorField = pgTable(
  'editor_field',
  {
    editorFieldId: integer('editor_field_id').primaryKey().generatedByDefaultAsIdentity(),
    editorSectionId: integer('editor_section_id')
      .notNull()
      .references(() => editorSection.editorSectionId, { onDelete: 'cascade' }),
    entityPropertyId: integer('entity_property_id')
      .notNull()
      .references(() => entityProperty.entityPropertyId, { onDelete: 'cascade' }),
    editorType: text('editor_type').notNull(),
    orderBy: integer('order_by').notNull().default(0),
    isRequired: boolean('is_required').notNull().default(false),
    /** Columns of the editor's 12-column grid. */
    editorSize: smallint('editor_size').notNull().default(6),
    /** As text; a checkbox reads it as on only when it is 'true'. */
    defaultValue: text('default_value'),
    /** Null: the property's display name. */
    displayName: text('display_name'),
  },
  (t) => [
    uniqueIndex('editor_field_property_uq').on(t.editorSectionId, t.entityPropertyId),
    index('editor_field_property_idx').on(t.entityPropertyId),
    check('editor_field_type_known', oneOf('editor_type', editorFieldTypes)),
    check('editor_field_size_range', sql`${t.editorSize} between 1 and 12`),
  ],
);

export const editorFieldValidation = pgTable(
  'editor_field_validation',
  {
    editorFieldValidationId: integer('editor_field_validation_id')
      .primaryKey()
      .generatedByDefaultAsIdentity(),
    editorFieldId: integer('editor_field_id')
      .notNull()
      .references(() => editorField.editorFieldId, { onDelete: 'cascade' }),
    validationType: text('validation_type').notNull(),
    validationValue: text('validation_value'),
    validationMessage: text('validation_message').notNull(),
    orderBy: integer('order_by').notNull().default(0),
  },
  (t) => [
    uniqueIndex('editor_field_validation_uq').on(t.editorFieldId, t.validationType),
    check('editor_field_validation_type_known', oneOf('validation_type', validationTypes)),
  ],
);

/** The choices of a select (spec: Values). */
export const editorFieldValue = pgTable(
  'editor_field_value',
  {
    editorFieldValueId: integer('editor_field_value_id')
      .primaryKey()
      .generatedByDefaultAsIdentity(),
    editorFieldId: integer('editor_field_id')
      .notNull()
      .references(() => editorField.editorFieldId, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    displayName: text('display_name'),
    orderBy: integer('order_by').notNull().default(0),
  },
  (t) => [uniqueIndex('editor_field_value_uq').on(t.editorFieldId, t.value)],
);

const flag = (name: string) => boolean(name).notNull().default(false);

/** What a role may do at an entity level; a row at level All (0) holds for every level. */
export const entityPermission = pgTable(
  'entity_permission',
  {
    roleId: smallint('role_id')
      .notNull()
      .references(() => role.roleId, { onDelete: 'cascade' }),
    entityLevel: smallint('entity_level').notNull(),
    canRead: flag('can_read'),
    canUpdate: flag('can_update'),
    canCreate: flag('can_create'),
    canDelete: flag('can_delete'),
    canExecute: flag('can_execute'),
  },
  (t) => [
    primaryKey({ columns: [t.roleId, t.entityLevel] }),
    check('entity_permission_level_known', oneOf('entity_level', entityLevelValues)),
  ],
);

/** Narrows a role's level permission for one section; without a row the level's holds. */
export const editorSectionPermission = pgTable(
  'editor_section_permission',
  {
    editorSectionId: integer('editor_section_id')
      .notNull()
      .references(() => editorSection.editorSectionId, { onDelete: 'cascade' }),
    roleId: smallint('role_id')
      .notNull()
      .references(() => role.roleId, { onDelete: 'cascade' }),
    canRead: flag('can_read'),
    canUpdate: flag('can_update'),
  },
  (t) => [primaryKey({ columns: [t.editorSectionId, t.roleId] })],
);

/** Narrows a role's section permission for one field; without a row the section's holds. */
export const editorFieldPermission = pgTable(
  'editor_field_permission',
  {
    editorFieldId: integer('editor_field_id')
      .notNull()
      .references(() => editorField.editorFieldId, { onDelete: 'cascade' }),
    roleId: smallint('role_id')
      .notNull()
      .references(() => role.roleId, { onDelete: 'cascade' }),
    canRead: flag('can_read'),
    canUpdate: flag('can_update'),
  },
  (t) => [primaryKey({ columns: [t.editorFieldId, t.roleId] })],
);
