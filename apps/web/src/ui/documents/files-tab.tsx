import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { ErrorState } from '../error-state.tsx';
import { Loading } from '../loading.tsx';
import { showToast } from '../toast/toast-store.ts';
import { documentActions, oversizeAlert } from './document-actions.ts';
import { DocumentCards } from './document-cards.tsx';
import type { DocumentRow, DocumentSource } from '../../api/documents/document-source.ts';
import { DocumentsTable } from './documents-table.tsx';
import { FilesToolbar } from './files-toolbar.tsx';

interface Props<D extends DocumentRow> {
  source: DocumentSource<D>;
  /** The reader's ManageDocuments level: 1 view, 2 upload, 3 manage. */
  level: number;
  /** The phone and tablet layout: one card per document instead of a wide table. */
  compact: boolean;
}

/** Files tab of a summary: the holder's documents and what the reader's level allows. */
export function FilesTab<D extends DocumentRow>({ source, level, compact }: Props<D>) {
  const documents = useQuery({
    queryKey: source.queryKey,
    queryFn: ({ signal }) => source.list(signal),
  });
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
      await queryClient.invalidateQueries({ queryKey: source.queryKey });
    }
  };

  if (documents.isPending) return <Loading label="Loading documents" />;
  if (documents.isError)
    return <ErrorState error={documents.error} onRetry={() => void documents.refetch()} />;
  const list = documents.data;
  const Documents = compact ? DocumentCards : DocumentsTable;
  const { clipping } = source;
  const can = documentActions(level, list, selected, clipping !== undefined);
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
      () => source.upload(files),
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
        holder={source.holder}
        can={can}
        busy={busy}
        onFiles={onFiles}
        onClip={() =>
          clipping && void run('Clipping', () => clipping.clip(ids), 'Documents clipped')
        }
        onUnclip={() =>
          clipping && void run('Unclipping', () => clipping.unclip(ids[0]!), 'Document unclipped')
        }
        onDelete={() => setConfirmDelete(true)}
      />
      <p className="small text-secondary">
        PDF, CSV, Word, Excel and image files up to 15 MB each.
        {can.offersClipping && ' Select more than one PDF to clip them into one document.'}
      </p>
      {list.length === 0 ? (
        <p>No files are attached to this {source.holder} yet.</p>
      ) : (
        <Documents
          documents={list}
          link={source.link}
          showSections={clipping !== undefined}
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
            () => Promise.all(ids.map((id) => source.remove(id))),
            ids.length > 1 ? 'Documents deleted' : 'Document deleted',
          );
        }}
      />
    </>
  );
}
