import {
  ChangeRequestMessage,
  ModelEditorMessage,
  type Editor,
  type EditorSection,
  type ModelEditorItem,
} from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { accountKey } from '../../../api/accounts/account-keys.ts';
import type { ModelRevision } from '../../../ui/model-table/model-editor-opener.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { modelItemKey, saveModel, type ModelEditorMode } from '../api/model-editor-calls.ts';
import { CHANGE_REQUESTS_KEY, reviseProposal, submitProposal } from '../api/proposal-calls.ts';
import { saveRefusal, type SaveRefusal } from '../model/save-refusal.ts';
import { useFieldDraft } from './use-field-draft.ts';

/** The section tables that list models: read again after a save, so a table shows the edit. */
const SECTION_TABLES_KEY = ['product-sections'];

export interface ModelFormOptions {
  /** A model just created or copied: editable at once. */
  created: boolean;
  mode: ModelEditorMode;
  /** Proposal mode: the request being revised; its proposed values fill the draft. */
  revision: ModelRevision | null;
}

/**
 * The model editor's form (admin §2.5, §4): the editor's draft of fields, read only until Edit
 * All Fields unless the model was just created, and the save with its toasts (§8). In proposal
 * mode (decision 179) it is editable at once and the changes go to a reviewer instead.
 */
export function useModelForm(editor: Editor, item: ModelEditorItem, options: ModelFormOptions) {
  const { created, mode, revision } = options;
  const queryClient = useQueryClient();
  const form = useFieldDraft(editor, item, revision?.values);
  const [editing, setEditing] = useState(created || mode === 'proposal');
  const [refusal, setRefusal] = useState<SaveRefusal | null>(null);
  const [busy, setBusy] = useState(false);

  const discard = () => {
    form.clear();
    setRefusal(null);
  };

  /** Runs a call that sends the draft; a refusal shows in the modal and as a toast. */
  const send = async (call: () => Promise<void>): Promise<boolean> => {
    setBusy(true);
    setRefusal(null);
    try {
      await call();
      form.clear();
      return true;
    } catch (error) {
      const refused = saveRefusal(error);
      setRefusal(refused);
      form.setServerErrors(refused.errors);
      showToast(`Error: ${refused.message}`, 'danger');
      return false;
    } finally {
      setBusy(false);
    }
  };

  const save = () =>
    send(async () => {
      const fresh = await saveModel(item.Id, item.Version, form.changes);
      queryClient.setQueryData(modelItemKey(item.Id), fresh);
      void queryClient.invalidateQueries({ queryKey: SECTION_TABLES_KEY });
      void queryClient.invalidateQueries({ queryKey: accountKey('change-log') });
      showToast('Save Successful!');
    });

  /** One section's changed fields saved on their own; the rest of the draft stays (§8). */
  const saveSection = async (section: EditorSection) => {
    const names = section.Fields.map((f) => f.EntityPropertyName);
    const values = Object.fromEntries(
      Object.entries(form.changes).filter(([name]) => names.includes(name)),
    );
    setBusy(true);
    setRefusal(null);
    try {
      const fresh = await saveModel(item.Id, item.Version, values);
      queryClient.setQueryData(modelItemKey(item.Id), fresh);
      form.clearFields(names);
      void queryClient.invalidateQueries({ queryKey: SECTION_TABLES_KEY });
      void queryClient.invalidateQueries({ queryKey: accountKey('change-log') });
      showToast(ModelEditorMessage.sectionSaved(section.EditorSectionName));
    } catch (error) {
      const refused = saveRefusal(error);
      setRefusal(refused);
      form.setServerErrors(refused.errors);
      showToast(`Error: ${refused.message}`, 'danger');
    } finally {
      setBusy(false);
    }
  };
  const sectionChanged = (section: EditorSection) =>
    section.Fields.some((f) => f.EntityPropertyName in form.changes);

  /** Proposal mode: the changed fields go to a reviewer; the model stays as it is. */
  const propose = (comment: string) =>
    send(async () => {
      if (revision) {
        await reviseProposal(revision.requestId, item.Version, form.changes, comment);
        showToast(ChangeRequestMessage.sent(item.Id));
      } else {
        const answer = await submitProposal(item.Id, item.Version, form.changes, comment);
        showToast(answer.Message || ChangeRequestMessage.sent(item.Id));
      }
      void queryClient.invalidateQueries({ queryKey: CHANGE_REQUESTS_KEY });
    });

  /** After a conflict: the draft goes and the other user's save shows. */
  const reload = async () => {
    discard();
    await queryClient.invalidateQueries({ queryKey: modelItemKey(item.Id, mode) });
  };

  return {
    ...form,
    editing,
    editAll: () => setEditing(true),
    busy,
    refusal,
    discard,
    save,
    sectionSave: {
      changed: sectionChanged,
      blocked: (section: EditorSection) => busy || form.invalidAmong(section.Fields),
      save: (section: EditorSection) => void saveSection(section),
    },
    propose,
    reload,
  };
}
