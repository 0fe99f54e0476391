import { EntityLevel, editorFieldTypes, sectionTypes, validationTypes } from '@portal/domain';
import type { EntityPlan, FieldPlan, PropertyPlan } from './plan.ts';

/**
 * The parts of an editor as the editor site edits them (decision 174): a section, its fields,
 * and their validations, each a sub editor of the one above it.
 */

export const prop = (
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
export const required = (
  property: string,
  label: string,
  extra: Partial<FieldPlan> = {},
): FieldPlan => ({
  property,
  type: 'text',
  required: true,
  validations: [{ type: 'required', message: `${label} is required` }],
  ...extra,
});
export const choicesOf = (names: readonly string[]) => names.map((value) => ({ value }));
/** A sub-editor names the editor of its objects in its one value. */
export const nested = (
  property: string,
  type: 'sub-editor' | 'sub-editor-multiple',
  editor: string,
): FieldPlan => ({ property, type, size: 12, values: [{ value: editor }] });

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
