import type { Editor, EditorItem } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { accountKey } from '../../../api/accounts/account-keys.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import {
  deleteEditorItem,
  EDITOR_DEFINITIONS_KEY,
  editorItemKey,
  listedInQuery,
  saveEditorItem,
} from '../api/editor-calls.ts';
import { isTreeLevel, itemKey, parentRef, type ItemRef } from '../model/editor-tree.ts';
import { flagItem } from '../model/item-flags.ts';
import { saveRefusal, type SaveRefusal } from '../model/save-refusal.ts';
import { useFieldDraft } from './use-field-draft.ts';

/** The item's form: its draft against the saved values, the save, the delete. */
export function useItemForm(ref: ItemRef, editor: Editor, item: EditorItem) {
  const queryClient = useQueryClient();
  const form = useFieldDraft(editor, item);
  const { changes } = form;
  const [refusal, setRefusal] = useState<SaveRefusal | null>(null);
  const [busy, setBusy] = useState(false);
  const discard = () => {
    form.clear();
    setRefusal(null);
  };

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
      form.clear();
      flagItem(itemKey(ref), 'Updated');
      afterWrite();
      showToast('Save Successful!');
    } catch (error) {
      const refused = saveRefusal(error);
      setRefusal(refused);
      form.setServerErrors(refused.errors);
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
      form.clear();
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
    sections: form.sections,
    dirty: form.dirty,
    invalid: form.invalid,
    busy,
    refusal,
    addField: form.addField,
    api: form.api,
    inView: form.inView,
    discard,
    save,
    reload,
    remove,
  };
}
