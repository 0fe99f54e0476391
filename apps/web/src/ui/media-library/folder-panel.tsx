import type { MediaFolderTree, MediaKind } from '@portal/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { ErrorState } from '../error-state.tsx';
import { Loading } from '../loading.tsx';
import { FolderActions } from './folder-actions.tsx';
import { FolderList } from './folder-list.tsx';
import { findFolder } from './media-items.ts';
import { NewFolderForm } from './new-folder-form.tsx';

interface Props {
  kind: MediaKind;
  folders: UseQueryResult<MediaFolderTree>;
  /** The open folder; null: the top level. */
  folderId: number | null;
  onOpen: (folderId: number | null) => void;
}

/** The picker's left side: the folders, a new folder, and what may be done to the open one. */
export function FolderPanel({ kind, folders, folderId, onOpen }: Props) {
  const [addingFolder, setAddingFolder] = useState(false);
  if (folders.isPending) return <Loading label="Loading the folders" />;
  if (folders.isError)
    return (
      <ErrorState
        title="The folders could not be loaded"
        error={folders.error}
        onRetry={() => void folders.refetch()}
      />
    );
  const tree = folders.data;
  const open = folderId === null ? undefined : findFolder(tree.List, folderId);
  return (
    <>
      <FolderList tree={tree} selected={folderId} onSelect={onOpen} />
      {open && !addingFolder && (
        <FolderActions
          key={open.FolderId}
          folders={tree.List}
          folder={open}
          permission={tree.Permission}
          onDeleted={() => onOpen(null)}
        />
      )}
      {!tree.Permission.CanCreate ? null : addingFolder ? (
        <NewFolderForm
          kind={kind}
          parentId={folderId}
          onCreated={(id) => {
            setAddingFolder(false);
            onOpen(id);
          }}
          onCancel={() => setAddingFolder(false)}
        />
      ) : (
        <Button
          variant="outline-secondary"
          size="sm"
          className="mt-2"
          onClick={() => setAddingFolder(true)}
        >
          New folder
        </Button>
      )}
    </>
  );
}
