import { EntityLevel, editorFieldTypes, sectionTypes, validationTypes } from '@portal/domain';
import type { EntityPlan, FieldPlan, PropertyPlan } from './plan.ts';

/**
 * The editor definitions as items of the editor site (decision 174): an Editor holds its
 * entity's summary (a sub-editor), its sections (a sub-editor-multiple of EditorSection, whose
 * fields are one of EditorField, whose validations are one of EditorFieldValidation) and the
 * level permissions of its entity. Migration 0027 writes the same rows into databases seeded
 * before.
 */

const prop = (
  name: string,
  column: string,
  displayName: string,
  extra: Partial<PropertyPlan> = {},
) => ({
  name,
  column,
  displayName,
  ...extra,
});
const required = (property: string, label: string, extra: Partial<FieldPlan> = {}): FieldPlan => ({
  property,
  type: 'text',
  required: true,
  validations: [{ type: 'required', message: `${label} is required` }],
  ...extra,
});
const choicesOf = (names: readonly string[]) => names.map((value) => ({ value }));
/** A sub-editor names the editor of its objects in its one value. */
const nested = (
  property: string,
  type: 'sub-editor' | 'sub-editor-multiple',
  editor: string,
): FieldPlan => ({ property, type, size: 12, values: [{ value: editor }] });

export const editorEntity: EntityPlan = {
  name: 'Editor',
  displayName: 'Editor',
  description: 'An editor of the editor site: its sections, fields and permissions',
  level: EntityLevel.All,
  table: 'editor',
  properties: [
    prop('EditorId', 'editor_id', 'Editor Id', { isId: true }),
    prop('EditorName', 'editor_name', 'Editor Name', { isKey: true }),
    prop('DisplayName', 'display_name', 'Display Name', { isTitle: true }),
    prop('Icon', 'icon', 'Icon'),
    prop('HideBlankFields', 'hide_blank_fields', 'Hide Blank Fields'),
    prop('Entity', 'entity_object_id', 'Entity', { type: 'Object', relatedTable: 'entity' }),
    prop('Sections', 'editor_id', 'Sections', { type: 'Table', relatedTable: 'editor_section' }),
    prop('LevelPermissions', 'entity_level', 'Level Permissions', {
      type: 'Table',
      relatedTable: 'entity_permission',
      description: "Each role's permission at the entity's level; a row at All holds everywhere",
    }),
  ],
  editor: {
    name: 'Editor',
    displayName: 'Editor',
    icon: 'layout-text-window',
    sections: [
      {
        name: 'Editor',
        type: 'Header',
        fields: [
          { property: 'EditorName', type: 'read-only', size: 6 },
          required('DisplayName', 'Display Name', { size: 6 }),
          { property: 'Icon', type: 'text', size: 6 },
          { property: 'HideBlankFields', type: 'checkbox', size: 6, defaultValue: 'false' },
        ],
      },
      { name: 'Entity', type: 'Section', fields: [nested('Entity', 'sub-editor', 'Entity')] },
      {
        name: 'Sections',
        type: 'Section',
        fields: [nested('Sections', 'sub-editor-multiple', 'EditorSection')],
      },
      {
        name: 'Permissions',
        type: 'Section',
        fields: [{ property: 'LevelPermissions', type: 'permissions', size: 12 }],
      },
    ],
  },
};

export const entitySummaryEntity: EntityPlan = {
  name: 'Entity',
  displayName: 'Entity',
  description: 'A kind of catalogue item, as the editor and the finder name it',
  level: EntityLevel.All,
  table: 'entity',
  properties: [
    prop('EntityName', 'entity_name', 'Entity Name', { isKey: true }),
    prop('DisplayName', 'display_name', 'Display Name', { isTitle: true }),
    prop('DisplayDescription', 'display_description', 'Description'),
  ],
  editor: {
    name: 'Entity',
    displayName: 'Entity',
    icon: 'box',
    sections: [
      {
        name: 'Entity',
        type: 'Header',
        fields: [
          { property: 'EntityName', type: 'read-only', size: 4 },
          required('DisplayName', 'Display Name', { size: 4 }),
          { property: 'DisplayDescription', type: 'text', size: 4 },
        ],
      },
    ],
  },
};

const permissionsProperty = (table: string) =>
  prop('Permissions', 'role_id', 'Permissions', {
    type: 'Table',
    relatedTable: table,
    description: 'Untick to narrow what a role may do here; a tick lets the level decide',
  });

export const editorSectionEntity: EntityPlan = {
  name: 'EditorSection',
  displayName: 'Editor Section',
  description: 'A section of an editor and the fields it shows',
  level: EntityLevel.All,
  table: 'editor_section',
  properties: [
    prop('EditorSectionId', 'editor_section_id', 'Section Id', { isId: true }),
    prop('EditorSectionName', 'editor_section_name', 'Section Name', { isTitle: true }),
    prop('SectionType', 'section_type', 'Section Type'),
    prop('InFinder', 'in_finder', 'In the Model Finder'),
    prop('Fields', 'editor_section_id', 'Fields', { type: 'Table', relatedTable: 'editor_field' }),
    permissionsProperty('editor_section_permission'),
  ],
  editor: {
    name: 'EditorSection',
    displayName: 'Section',
    icon: 'layout-split',
    sections: [
      {
        name: 'Section',
        type: 'Header',
        fields: [
          required('EditorSectionName', 'Section Name', {
            size: 6,
            validations: [
              { type: 'required', message: 'Section Name is required' },
              { type: 'maxLength', value: '100', message: 'Use at most 100 characters' },
            ],
          }),
          {
            property: 'SectionType',
            type: 'select',
            size: 3,
            required: true,
            values: choicesOf(sectionTypes),
            defaultValue: 'Section',
          },
          { property: 'InFinder', type: 'checkbox', size: 3, defaultValue: 'true' },
          nested('Fields', 'sub-editor-multiple', 'EditorField'),
          { property: 'Permissions', type: 'role-permission', size: 12 },
        ],
      },
    ],
  },
};

export const editorFieldEntity: EntityPlan = {
  name: 'EditorField',
  displayName: 'Editor Field',
  description: 'A field of an editor section: the property it edits and how',
  level: EntityLevel.All,
  table: 'editor_field',
  properties: [
    prop('EditorFieldId', 'editor_field_id', 'Field Id', { isId: true }),
    prop('EntityPropertyName', 'entity_property_id', 'Property', { isTitle: true }),
    prop('EditorType', 'editor_type', 'Field Type'),
    prop('DisplayName', 'display_name', 'Display Name', {
      description: "Blank: the property's display name",
    }),
    prop('IsRequired', 'is_required', 'Required'),
    prop('EditorSize', 'editor_size', 'Width (of 12)'),
    prop('DefaultValue', 'default_value', 'Default Value'),
    prop('Validations', 'editor_field_id', 'Validations', {
      type: 'Table',
      relatedTable: 'editor_field_validation',
    }),
    permissionsProperty('editor_field_permission'),
  ],
  editor: {
    name: 'EditorField',
    displayName: 'Field',
    icon: 'input-cursor-text',
    sections: [
      {
        name: 'Field',
        type: 'Header',
        fields: [
          required('EntityPropertyName', 'Property', { size: 4 }),
          {
            property: 'EditorType',
            type: 'select',
            size: 4,
            required: true,
            values: choicesOf(editorFieldTypes),
            defaultValue: 'text',
          },
          { property: 'DisplayName', type: 'text', size: 4 },
          { property: 'IsRequired', type: 'checkbox', size: 4, defaultValue: 'false' },
          {
            property: 'EditorSize',
            type: 'number',
            size: 4,
            required: true,
            defaultValue: '6',
            validations: [
              { type: 'min', value: '1', message: 'Width is 1 to 12 columns' },
              { type: 'max', value: '12', message: 'Width is 1 to 12 columns' },
            ],
          },
          { property: 'DefaultValue', type: 'text', size: 4 },
          nested('Validations', 'sub-editor-multiple', 'EditorFieldValidation'),
          { property: 'Permissions', type: 'role-permission', size: 12 },
        ],
      },
    ],
  },
};

export const editorFieldValidationEntity: EntityPlan = {
  name: 'EditorFieldValidation',
  displayName: 'Field Validation',
  description: 'A rule a field checks, and the message shown while it fails',
  level: EntityLevel.All,
  table: 'editor_field_validation',
  properties: [
    prop('ValidationType', 'validation_type', 'Rule'),
    prop('ValidationValue', 'validation_value', 'Limit or Pattern'),
    prop('ValidationMessage', 'validation_message', 'Message', { isTitle: true }),
  ],
  editor: {
    name: 'EditorFieldValidation',
    displayName: 'Validation',
    icon: 'check2-square',
    sections: [
      {
        name: 'Validation',
        type: 'Header',
        fields: [
          {
            property: 'ValidationType',
            type: 'select',
            size: 3,
            required: true,
            values: choicesOf(validationTypes),
          },
          { property: 'ValidationValue', type: 'text', size: 3 },
          required('ValidationMessage', 'Message', {
            size: 6,
            validations: [
              { type: 'required', message: 'Message is required' },
              { type: 'maxLength', value: '500', message: 'Use at most 500 characters' },
            ],
          }),
        ],
      },
    ],
  },
};

/** In the order they are written after the catalogue's entities. */
export const definitionEntities: EntityPlan[] = [
  editorEntity,
  entitySummaryEntity,
  editorSectionEntity,
  editorFieldEntity,
  editorFieldValidationEntity,
];
