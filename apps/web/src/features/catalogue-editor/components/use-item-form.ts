import type { Editor, EditorField, EditorItem, EditorValue, EditorValues } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { accountKey } from '../../../api/accounts/account-keys.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import {
  deleteEditorItem,
  EDITOR_DEFINITIONS_KEY,
  editorItemKey,
  listedInQuery,
  namedEditorKey,
  saveEditorItem,
} from '../api/editor-calls.ts';
import { isTreeLevel, itemKey, parentRef, type ItemRef } from '../model/editor-tree.ts';
import { changedValues, defaultValueOf, fieldState } from '../model/field-state.ts';
import { flagItem } from '../model/item-flags.ts';
import { nestedInvalid } from '../model/nested-values.ts';
import { saveRefusal, type SaveRefusal } from '../model/save-refusal.ts';
import { readableSections, shownFields } from '../model/sections.ts';

/** The item's form: its draft against the saved values, the save, the delete. */
export function useItemForm(ref: ItemRef, editor: Editor, item: EditorItem) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<EditorValues>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  const [refusal, setRefusal] = useState<SaveRefusal | null>(null);
  const [busy, setBusy] = useState(false);
  const sections = useMemo(() => readableSections(editor), [editor]);
  const fields = sections.flatMap((s) => s.Fields);
  const changes = changedValues(item.Values, draft);
  const dirty = Object.keys(changes).length > 0;
  // A change that breaks a rule holds the save back; a saved value the rules refuse does not.
  // So does a changed sub-editor with an object inside that breaks its own sub editor's rule.
  const editorNamed = (name: string) =>
    queryClient.getQueryData<Editor | null>(namedEditorKey(name));
  const invalid = fields.some((f) => {
    const state = fieldState(f, item.Values, draft);
    return state.changed && (state.errors.length > 0 || nestedInvalid(f, state.value, editorNamed));
  });

  const setValue = (field: EditorField, value: EditorValue) => {
    const name = field.EntityPropertyName;
    setDraft((d) => ({ ...d, [name]: value }));
    setServerErrors(({ [name]: _dropped, ...rest }) => rest);
  };
  const undo = (field: EditorField) =>
    setDraft(({ [field.EntityPropertyName]: _dropped, ...rest }) => rest);
  const discard = () => {
    setDraft({});
    setServerErrors({});
    setRefusal(null);
  };
  // Fields being edited stay in view even when blank (HideBlankFields).
  const inView = new Set([...added, ...Object.keys(draft)]);

  const treeLevel = listedInQuery(
    ref.entityName,
    parentRef(item.Parent),
    isTreeLevel(ref.entityName),
  ).queryKey;
  const afterWrite = () => {
    void queryClient.invalidateQueries({ queryKey: treeLevel });
    void queryClient.invalidateQueries({ queryKey: accountKey('change-log') });
    // A saved editor definition changes how every item of its entity is edited: read them afresh.
    if (ref.entityName === 'Editor')
      void queryClient.invalidateQueries({ queryKey: EDITOR_DEFINITIONS_KEY });
  };

  const save = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      const fresh = await saveEditorItem(ref, item.Version, changes);
      queryClient.setQueryData(editorItemKey(ref), fresh);
      setDraft({});
      setServerErrors({});
      flagItem(itemKey(ref), 'Updated');
      afterWrite();
      showToast('Save Successful!');
    } catch (error) {
      const refused = saveRefusal(error);
      setRefusal(refused);
      setServerErrors(refused.errors);
    } finally {
      setBusy(false);
    }
  };

  /** Reads the item afresh (after a conflict): the draft goes, the other user's save shows. */
  const reload = async () => {
    discard();
    await queryClient.invalidateQueries({ queryKey: editorItemKey(ref) });
  };

  const remove = async (): Promise<boolean> => {
    setBusy(true);
    try {
      await deleteEditorItem(ref, item.Version);
      flagItem(itemKey(ref), 'Deleted');
      setDraft({});
      queryClient.removeQueries({ queryKey: editorItemKey(ref) });
      afterWrite();
      showToast(`Deleted ${editor.DisplayName} ${item.Title}`);
      return true;
    } catch (error) {
      setRefusal(saveRefusal(error));
      return false;
    } finally {
      setBusy(false);
    }
  };

  return {
    sections,
    dirty,
    invalid,
    busy,
    refusal,
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
    inView,
    discard,
    save,
    reload,
    remove,
  };
}
