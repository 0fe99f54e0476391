import { useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { Loading } from '../../../ui/loading.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { showToast } from '../../../ui/toast/toast-store.ts';
import {
  clipDocuments,
  deleteDocument,
  documentsQueryOptions,
  unclipDocument,
  uploadDocuments,
  useOrderDocuments,
} from '../api/order-documents.ts';
import { documentActions, oversizeAlert } from '../model/document-actions.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { DocumentCards } from './document-cards.tsx';
import { DocumentsTable } from './documents-table.tsx';
import { FilesToolbar } from './files-toolbar.tsx';

/** Files tab: the order's documents and what the site's ManageDocuments level allows. */
interface Props {
  invoiceNo: string;
  level: number;
  /** The phone and tablet layout: one card per document instead of a wide table. */
  compact: boolean;
}

export function FilesTab({ invoiceNo, level, compact }: Props) {
  const documents = useOrderDocuments(invoiceNo, true);
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const run = async (label: string, work: () => Promise<unknown>, done: string) => {
    setBusy(label);
    try {
      await work();
      setSelected(new Set());
      showToast(done);
    } catch (error) {
      showToast(
        error instanceof Error ? error.message : 'The documents could not be changed.',
        'danger',
      );
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({
        queryKey: documentsQueryOptions(invoiceNo, true).queryKey,
      });
    }
  };

  if (documents.isPending) return <Loading label="Loading documents" />;
  if (documents.isError)
    return <ErrorState error={documents.error} onRetry={() => void documents.refetch()} />;
  const list = documents.data;
  const Documents = compact ? DocumentCards : DocumentsTable;
  const can = documentActions(level, list, selected);
  const ids = list.filter((d) => selected.has(d.Id)).map((d) => d.Id);

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    const tooBig = oversizeAlert(files);
    if (tooBig) {
      window.alert(tooBig);
      return;
    }
    void run(
      'Uploading',
      () => uploadDocuments(invoiceNo, files),
      files.length === 1 ? 'File uploaded' : 'Files uploaded',
    );
  };
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <>
      <FilesToolbar
        can={can}
        busy={busy}
        onFiles={onFiles}
        onClip={() =>
          void run('Clipping', () => clipDocuments(invoiceNo, ids), 'Documents clipped')
        }
        onUnclip={() =>
          void run('Unclipping', () => unclipDocument(invoiceNo, ids[0]!), 'Document unclipped')
        }
        onDelete={() => setConfirmDelete(true)}
      />
      <p className="small text-secondary">
        PDF, CSV, Word, Excel and image files up to 15 MB each.
        {can.canManage && ' Select more than one PDF to clip them into one document.'}
      </p>
      {list.length === 0 ? (
        <p>No files are attached to this order yet.</p>
      ) : (
        <Documents
          invoiceNo={invoiceNo}
          documents={list}
          selectable={can.canManage}
          selected={selected}
          onToggle={toggle}
        />
      )}
      <ConfirmDialog
        title="Delete documents"
        message={
          !confirmDelete
            ? null
            : ids.length > 1
              ? 'Are you sure you want to delete all items?'
              : 'Do you really want to delete?'
        }
        confirmLabel="Delete"
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => {
          setConfirmDelete(false);
          void run(
            'Deleting',
            () => Promise.all(ids.map((id) => deleteDocument(invoiceNo, id))),
            ids.length > 1 ? 'Documents deleted' : 'Document deleted',
          );
        }}
      />
    </>
  );
}
