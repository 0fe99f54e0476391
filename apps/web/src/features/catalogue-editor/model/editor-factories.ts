import type { Editor, EditorField, EditorSection, ModelEditorItem } from '@portal/domain';

/** A field definition for tests: a text field anyone may read and change, unless overridden. */
export const createField = (overrides: Partial<EditorField> = {}): EditorField => ({
  EditorFieldId: 1,
  EntityPropertyName: 'Name',
  PropertyName: 'name',
  DisplayName: 'Name',
  DisplayDescription: '',
  EditorType: 'text',
  OrderBy: 1,
  IsRequired: false,
  EditorSize: 6,
  Validations: [],
  Values: [],
  DefaultValue: null,
  CanRead: true,
  CanUpdate: true,
  ...overrides,
});

export const createSection = (overrides: Partial<EditorSection> = {}): EditorSection => ({
  EditorSectionId: 1,
  EditorSectionName: 'General',
  OrderBy: 1,
  SectionType: 'Section',
  InFinder: true,
  CanRead: true,
  CanUpdate: true,
  Fields: [],
  ...overrides,
});

export const createEditor = (overrides: Partial<Editor> = {}): Editor => ({
  EditorId: 1,
  EditorName: 'product',
  EntityName: 'Product',
  EntityLevel: 4,
  HideBlankFields: false,
  DisplayName: 'Product',
  Icon: null,
  EffectivePermission: {
    EntityLevel: 4,
    CanRead: true,
    CanUpdate: true,
    CanCreate: true,
    CanDelete: true,
    CanExecute: false,
  },
  Sections: [],
  ...overrides,
});

/** The Model editor with one Header field, Description (Descriptions). */
export const createModelEditor = (): Editor =>
  createEditor({
    EditorName: 'model',
    EntityName: 'Model',
    DisplayName: 'Model',
    Sections: [
      createSection({
        SectionType: 'Header',
        Fields: [
          createField({
            EditorFieldId: 1,
            EntityPropertyName: 'Descriptions',
            DisplayName: 'Description',
          }),
        ],
      }),
    ],
  });

/** A model as the editor reads it, at version 7, with only its description. */
export const createModelItem = (catalogNumber: string, description: string): ModelEditorItem => ({
  EntityName: 'Model',
  Id: catalogNumber,
  Version: '7',
  Title: catalogNumber,
  Parent: null,
  Values: { Descriptions: description },
  Choices: {},
  LastChangedBy: null,
  LastChangedAt: null,
});
