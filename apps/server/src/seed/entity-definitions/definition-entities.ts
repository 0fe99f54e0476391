import { EntityLevel } from '@portal/domain';
import {
  editorFieldEntity,
  editorFieldValidationEntity,
  editorSectionEntity,
  nested,
  prop,
  required,
} from './editor-part-entities.ts';
import type { EntityPlan } from './plan.ts';

/**
 * The editor definitions as items of the editor site (decision 174): an Editor holds its
 * entity's summary (a sub-editor), its sections (a sub-editor-multiple of EditorSection, whose
 * fields are one of EditorField, whose validations are one of EditorFieldValidation) and the
 * level permissions of its entity. Migration 0027 writes the same rows into databases seeded
 * before.
 */

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

/** In the order they are written after the catalogue's entities. */
export const definitionEntities: EntityPlan[] = [
  editorEntity,
  entitySummaryEntity,
  editorSectionEntity,
  editorFieldEntity,
  editorFieldValidationEntity,
];
