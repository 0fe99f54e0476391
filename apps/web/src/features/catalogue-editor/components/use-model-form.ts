import type { Editor, ModelEditorItem } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { accountKey } from '../../../api/accounts/account-keys.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { modelItemKey, saveModel } from '../api/model-editor-calls.ts';
import { saveRefusal, type SaveRefusal } from '../model/save-refusal.ts';
import { useFieldDraft } from './use-field-draft.ts';

/** The section tables that list models: read again after a save, so a table shows the edit. */
const SECTION_TABLES_KEY = ['product-sections'];

/**
 * The model editor's form (admin §2.5, §4): the editor's draft of fields, read only until Edit
 * All Fields unless the model was just created, and the save with its toasts (§8).
 */
export function useModelForm(editor: Editor, item: ModelEditorItem, created: boolean) {
  const queryClient = useQueryClient();
  const form = useFieldDraft(editor, item);
  const [editing, setEditing] = useState(created);
  const [refusal, setRefusal] = useState<SaveRefusal | null>(null);
  const [busy, setBusy] = useState(false);

  const discard = () => {
    form.clear();
    setRefusal(null);
  };

  const save = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      const fresh = await saveModel(item.Id, item.Version, form.changes);
      queryClient.setQueryData(modelItemKey(item.Id), fresh);
      form.clear();
      void queryClient.invalidateQueries({ queryKey: SECTION_TABLES_KEY });
      void queryClient.invalidateQueries({ queryKey: accountKey('change-log') });
      showToast('Save Successful!');
    } catch (error) {
      const refused = saveRefusal(error);
      setRefusal(refused);
      form.setServerErrors(refused.errors);
      showToast(`Error: ${refused.message}`, 'danger');
    } finally {
      setBusy(false);
    }
  };

  /** After a conflict: the draft goes and the other user's save shows. */
  const reload = async () => {
    discard();
    await queryClient.invalidateQueries({ queryKey: modelItemKey(item.Id) });
  };

  return {
    ...form,
    editing,
    editAll: () => setEditing(true),
    busy,
    refusal,
    discard,
    save,
    reload,
  };
}
