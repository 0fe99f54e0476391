import type { MediaKind } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { FolderNameForm } from './folder-name-form.tsx';
import { createMediaFolder, MEDIA_LIBRARY_KEY } from './media-library-api.ts';

interface Props {
  kind: MediaKind;
  parentId: number | null;
  onCreated: (folderId: number) => void;
  onCancel: () => void;
}

/** A folder name, created inside the folder open on the left (or at the top). */
export function NewFolderForm({ kind, parentId, onCreated, onCancel }: Props) {
  const client = useQueryClient();
  return (
    <FolderNameForm
      inputId="media-new-folder"
      label={`New folder ${parentId === null ? 'at the top' : 'in the open folder'}`}
      submitLabel="Create"
      onCancel={onCancel}
      onSubmit={async (name) => {
        const folder = await createMediaFolder(kind, name, parentId);
        await client.invalidateQueries({ queryKey: MEDIA_LIBRARY_KEY });
        onCreated(folder.FolderId);
      }}
    />
  );
}
