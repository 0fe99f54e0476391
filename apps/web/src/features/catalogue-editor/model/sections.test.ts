import { describe, expect, it } from 'vitest';
import { createEditor, createField, createSection } from './editor-factories.ts';
import {
  addableFields,
  canChange,
  readableSections,
  readOnlySections,
  shownFields,
} from './sections.ts';

const notes = createField({ EditorFieldId: 2, EntityPropertyName: 'Notes', DisplayName: 'Notes' });
const secret = createField({
  EditorFieldId: 3,
  EntityPropertyName: 'Secret',
  CanRead: false,
  CanUpdate: false,
});
const fixed = createField({ EditorFieldId: 4, EntityPropertyName: 'Code', CanUpdate: false });
const name = createField({ EditorFieldId: 1, OrderBy: 0 });

const editor = createEditor({
  HideBlankFields: true,
  Sections: [
    createSection({ EditorSectionId: 2, OrderBy: 1, Fields: [notes, fixed] }),
    createSection({
      EditorSectionId: 1,
      OrderBy: 5,
      SectionType: 'Header',
      Fields: [secret, name],
    }),
    createSection({ EditorSectionId: 3, CanRead: false, Fields: [notes] }),
  ],
});

describe('readableSections', () => {
  it('puts the header first and leaves out what the user may not read', () => {
    const sections = readableSections(editor);
    expect(sections.map((s) => s.EditorSectionId)).toEqual([1, 2]);
    expect(sections[0]!.Fields.map((f) => f.EntityPropertyName)).toEqual(['Name']);
  });
});

describe('shownFields and addableFields', () => {
  const [, general] = readableSections(editor);

  it('hides blank fields and offers to add only those the user may update', () => {
    expect(shownFields(editor, general!, {}, new Set())).toEqual([]);
    expect(
      addableFields(editor, { Name: 'x' }, new Set()).map((f) => f.EntityPropertyName),
    ).toEqual(['Notes']);
  });

  it('shows a field once added or holding a value', () => {
    expect(shownFields(editor, general!, { Code: 'A1' }, new Set(['Notes']))).toEqual([
      notes,
      fixed,
    ]);
    expect(addableFields(editor, { Name: 'x' }, new Set(['Notes']))).toEqual([]);
  });

  it('shows every field when the editor keeps blank ones', () => {
    const all = { ...editor, HideBlankFields: false };
    expect(shownFields(all, general!, {}, new Set())).toEqual([notes, fixed]);
    expect(addableFields(all, {}, new Set())).toEqual([]);
  });
});

describe('canChange', () => {
  it('needs update on the section and on the field', () => {
    expect(canChange(createSection(), notes)).toBe(true);
    expect(canChange(createSection({ CanUpdate: false }), notes)).toBe(false);
    expect(canChange(createSection(), fixed)).toBe(false);
  });
});

describe('readOnlySections', () => {
  it('lets no field of a deleted item change', () => {
    const field = createField({ CanUpdate: true });
    const [section] = readOnlySections([createSection({ CanUpdate: true, Fields: [field] })]);
    expect(section && canChange(section, field)).toBe(false);
  });
});
