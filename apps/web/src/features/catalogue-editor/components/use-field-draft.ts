import type { Editor, EditorChoice, EditorField, EditorValue, EditorValues } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { namedEditorKey } from '../api/editor-calls.ts';
import { changedValues, defaultValueOf, fieldState } from '../model/field-state.ts';
import { nestedInvalid } from '../model/nested-values.ts';
import { readableSections, shownFields } from '../model/sections.ts';

/** What the form reads of the saved item: its values and the choices of its list fields. */
export interface SavedFields {
  Values: EditorValues;
  Choices: Record<string, EditorChoice[]>;
}

/**
 * An editor form's draft against the saved values: what changed, what the rules refuse, the
 * server's messages by field, and the sections' api. Items and models share it; each owns its
 * own calls. A draft may start filled (a change request revised with its proposed values).
 */
export function useFieldDraft(editor: Editor, item: SavedFields, initial?: EditorValues) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<EditorValues>(() => initial ?? {});
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  const sections = useMemo(() => readableSections(editor), [editor]);
  const fields = sections.flatMap((s) => s.Fields);
  const changes = changedValues(item.Values, draft);
  const dirty = Object.keys(changes).length > 0;
  // A change that breaks a rule holds the save back; a saved value the rules refuse does not.
  // So does a changed sub-editor with an object inside that breaks its own sub editor's rule.
  const editorNamed = (name: string) =>
    queryClient.getQueryData<Editor | null>(namedEditorKey(name));
  const invalidAmong = (among: readonly EditorField[]) =>
    among.some((f) => {
      const state = fieldState(f, item.Values, draft);
      return (
        state.changed && (state.errors.length > 0 || nestedInvalid(f, state.value, editorNamed))
      );
    });
  const invalid = invalidAmong(fields);

  const setValue = (field: EditorField, value: EditorValue) => {
    const name = field.EntityPropertyName;
    setDraft((d) => ({ ...d, [name]: value }));
    setServerErrors(({ [name]: _dropped, ...rest }) => rest);
  };
  const undo = (field: EditorField) =>
    setDraft(({ [field.EntityPropertyName]: _dropped, ...rest }) => rest);
  const clear = () => {
    setDraft({});
    setServerErrors({});
  };
  /** Drops the named fields from the draft: they were saved on their own (a section's save). */
  const clearFields = (names: readonly string[]) => {
    const without = <T>(values: Record<string, T>) =>
      Object.fromEntries(Object.entries(values).filter(([name]) => !names.includes(name)));
    setDraft(without);
    setServerErrors(without);
  };
  // Fields being edited stay in view even when blank (HideBlankFields).
  const inView = new Set([...added, ...Object.keys(draft)]);

  return {
    sections,
    changes,
    dirty,
    invalid,
    invalidAmong,
    inView,
    clear,
    clearFields,
    setServerErrors,
    addField: (name: string) => setAdded((a) => new Set([...a, name])),
    api: {
      stateOf: (field: EditorField) => fieldState(field, item.Values, draft, serverErrors),
      choicesOf: (field: EditorField) => item.Choices[field.EntityPropertyName] ?? [],
      shownFields: (section: (typeof sections)[number]) =>
        shownFields(editor, section, item.Values, inView),
      setValue,
      reset: (field: EditorField) => setValue(field, defaultValueOf(field)),
      undo,
    },
  };
}
