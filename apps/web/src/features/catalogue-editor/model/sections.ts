import type { Editor, EditorField, EditorSection, EditorValues } from '@portal/domain';
import { isBlankValue } from './field-state.ts';

const byOrder = <T extends { OrderBy: number }>(a: T, b: T) => a.OrderBy - b.OrderBy;

/**
 * The sections the user may read, Header first and then in their order, each with the fields
 * the user may read in theirs (admin §2.4, §6).
 */
export function readableSections(editor: Editor): EditorSection[] {
  const rank = (s: EditorSection) => (s.SectionType === 'Header' ? 0 : 1);
  return editor.Sections.filter((s) => s.CanRead)
    .sort((a, b) => rank(a) - rank(b) || byOrder(a, b))
    .map((s) => ({ ...s, Fields: s.Fields.filter((f) => f.CanRead).sort(byOrder) }));
}

/** Fields that hold nothing to show or edit here at all. */
const NOTHING = new Set(['none', 'remove']);

/**
 * The fields a section shows: all of them, or with HideBlankFields those holding a value, those
 * being edited and those the user added.
 */
export function shownFields(
  editor: Pick<Editor, 'HideBlankFields'>,
  section: EditorSection,
  values: EditorValues,
  added: ReadonlySet<string>,
): EditorField[] {
  const fields = section.Fields.filter((f) => !NOTHING.has(f.EditorType));
  if (!editor.HideBlankFields) return fields;
  return fields.filter(
    (f) => added.has(f.EntityPropertyName) || !isBlankValue(values[f.EntityPropertyName]),
  );
}

/** What 'Add field' offers: the hidden blank fields the user may update. */
export function addableFields(
  editor: Editor,
  values: EditorValues,
  added: ReadonlySet<string>,
): EditorField[] {
  if (!editor.HideBlankFields) return [];
  return readableSections(editor).flatMap((section) => {
    const shown = new Set(shownFields(editor, section, values, added));
    return section.Fields.filter(
      (f) => f.CanUpdate && section.CanUpdate && !NOTHING.has(f.EditorType) && !shown.has(f),
    );
  });
}

/** A field may be changed when its section and the field itself allow it. */
export const canChange = (section: EditorSection, field: EditorField): boolean =>
  section.CanUpdate && field.CanUpdate;

/** The sections as they show once the item is deleted: every field to read, none to change. */
export const readOnlySections = (sections: readonly EditorSection[]): EditorSection[] =>
  sections.map((s) => ({ ...s, CanUpdate: false }));
