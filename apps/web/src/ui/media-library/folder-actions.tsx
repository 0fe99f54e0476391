import type { EntityPermission, MediaFolder } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { FolderMoveForm } from './folder-move-form.tsx';
import { FolderNameForm } from './folder-name-form.tsx';
import { MEDIA_LIBRARY_KEY } from './media-library-api.ts';
import { deleteMediaFolder, moveMediaFolder, renameMediaFolder } from './media-library-changes.ts';
import { isEmptyFolder } from './media-items.ts';

interface Props {
  /** The library's folders, for the places a folder may move to. */
  folders: readonly MediaFolder[];
  /** The folder open on the left. */
  folder: MediaFolder;
  permission: EntityPermission;
  /** The folder is gone: the picker opens the top level. */
  onDeleted: () => void;
}

type Mode = 'idle' | 'rename' | 'move';

/**
 * Rename, move or delete the open folder, each offered only when the caller may; a delete asks
 * first and only an empty folder offers it. The server's refusal shows beside the buttons.
 */
export function FolderActions({ folders, folder, permission, onDeleted }: Props) {
  const client = useQueryClient();
  const [mode, setMode] = useState<Mode>('idle');
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const buttons = useRef<HTMLDivElement>(null);
  const returning = useRef(false);
  useEffect(() => {
    // Back from a form: the keyboard carries on from the actions, not from the page's top.
    if (mode === 'idle' && returning.current) buttons.current?.querySelector('button')?.focus();
    returning.current = false;
  }, [mode]);
  if (!permission.CanUpdate && !permission.CanDelete) return null;

  const refresh = () => client.invalidateQueries({ queryKey: MEDIA_LIBRARY_KEY });
  const close = () => {
    returning.current = true;
    setMode('idle');
  };
  const remove = async () => {
    setConfirming(false);
    try {
      await deleteMediaFolder(folder.FolderId);
      await refresh();
      onDeleted();
    } catch (e) {
      setRefusal(e instanceof Error ? e.message : 'The folder could not be deleted.');
    }
  };

  if (mode === 'rename')
    return (
      <FolderNameForm
        inputId="media-rename-folder"
        label={`Rename “${folder.FolderName}”`}
        initialName={folder.FolderName}
        submitLabel="Rename"
        onCancel={close}
        onSubmit={async (name) => {
          await renameMediaFolder(folder.FolderId, name);
          await refresh();
          close();
        }}
      />
    );
  if (mode === 'move')
    return (
      <FolderMoveForm
        folders={folders}
        moving={folder}
        onCancel={close}
        onMove={async (parentId) => {
          await moveMediaFolder(folder.FolderId, parentId);
          await refresh();
          close();
        }}
      />
    );
  return (
    <div className="mt-2">
      <div
        ref={buttons}
        role="group"
        aria-label={`Folder ${folder.FolderName}`}
        className="d-flex flex-wrap gap-2"
      >
        {permission.CanUpdate && (
          <>
            <Button size="sm" variant="outline-secondary" onClick={() => setMode('rename')}>
              Rename…
            </Button>
            <Button size="sm" variant="outline-secondary" onClick={() => setMode('move')}>
              Move…
            </Button>
          </>
        )}
        {permission.CanDelete && isEmptyFolder(folder) && (
          <Button size="sm" variant="outline-danger" onClick={() => setConfirming(true)}>
            Delete folder
          </Button>
        )}
      </div>
      {permission.CanDelete && !isEmptyFolder(folder) && (
        <p className="small text-body-secondary mt-1 mb-0">Only an empty folder can be deleted.</p>
      )}
      {refusal && (
        <Alert
          variant="danger"
          className="mt-2 mb-0 small"
          dismissible
          onClose={() => setRefusal(null)}
        >
          {refusal}
        </Alert>
      )}
      <ConfirmDialog
        title="Delete folder"
        message={confirming ? `Delete the folder “${folder.FolderName}”?` : null}
        confirmLabel="Delete"
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
