import type { ModelEditorItem } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Outlet } from 'react-router';
import { useSite } from '../../../api/get-site.ts';
import {
  ModelEditorOpenerContext,
  type ModelEditorOpener,
} from '../../../ui/model-table/model-editor-opener.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { createModel, modelItemKey, useModelEditorDefinition } from '../api/model-editor-calls.ts';
import { CatalogNumberDialog } from '../components/catalog-number-dialog.tsx';
import { ModelEditorModal, type OpenModel } from '../components/model-editor-modal.tsx';

/**
 * The catalogue pages of the editor site: a section table's row details open the model editor
 * modal, and its toolbar offers Add model to those who may create models (admin §2.5).
 */
export function ModelEditorLayout() {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<OpenModel | null>(null);
  const [adding, setAdding] = useState(false);
  const canCreate = useModelEditorDefinition(true).data?.EffectivePermission.CanCreate ?? false;
  const opener = useMemo<ModelEditorOpener>(
    () => ({
      mode: 'edit',
      open: (catalogNumber) => setOpen({ catalogNumber, created: false }),
      add: canCreate ? () => setAdding(true) : null,
      revise: null,
    }),
    [canCreate],
  );

  const added = (model: ModelEditorItem) => {
    setAdding(false);
    queryClient.setQueryData(modelItemKey(model.Id), model);
    void queryClient.invalidateQueries({ queryKey: ['product-sections'] });
    showToast(`Model ${model.Id} added`);
    setOpen({ catalogNumber: model.Id, created: true });
  };

  return (
    <ModelEditorOpenerContext.Provider value={opener}>
      <Outlet />
      <ModelEditorModal model={open} onOpen={setOpen} onClose={() => setOpen(null)} />
      {adding && (
        <CatalogNumberDialog
          title="Add model"
          confirmLabel="Add"
          submit={createModel}
          onDone={added}
          onCancel={() => setAdding(false)}
        />
      )}
    </ModelEditorOpenerContext.Provider>
  );
}

/**
 * The change-request site's pages (decision 179): where the site takes change requests, a
 * section table's rows and its Edit All open the modal in proposal mode, and a proposer's
 * request opens in it again to be revised. Elsewhere the tables stay as on the parts site.
 */
export function ProposalEditorLayout() {
  const { EnableChangeRequest } = useSite();
  const [open, setOpen] = useState<OpenModel | null>(null);
  const opener = useMemo<ModelEditorOpener | null>(
    () =>
      EnableChangeRequest
        ? {
            mode: 'proposal',
            open: (catalogNumber, sequence) => setOpen({ catalogNumber, created: false, sequence }),
            add: null,
            revise: (revision) =>
              setOpen({ catalogNumber: revision.catalogNumber, created: false, revision }),
          }
        : null,
    [EnableChangeRequest],
  );
  return (
    <ModelEditorOpenerContext.Provider value={opener}>
      <Outlet />
      <ModelEditorModal
        mode="proposal"
        model={open}
        onOpen={setOpen}
        onClose={() => setOpen(null)}
      />
    </ModelEditorOpenerContext.Provider>
  );
}
