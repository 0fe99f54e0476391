import type { MediaKind } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { MEDIA_LIBRARY_KEY } from './media-library-api.ts';
import { deleteMediaFile } from './media-library-changes.ts';
import type { MediaItem } from './media-items.ts';

interface Props {
  kind: MediaKind;
  /** The file chosen in the picker. */
  item: MediaItem;
  onDeleted: () => void;
  /** The server's refusal, e.g. 409 'This image is still used by product X…'. */
  onRefused: (message: string) => void;
}

/** Deletes the chosen file after asking; a file still in use stays, with the server's reason. */
export function FileDeleteButton({ kind, item, onDeleted, onRefused }: Props) {
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const what = kind === 'image' ? 'image' : 'document';
  const remove = async () => {
    setConfirming(false);
    setBusy(true);
    try {
      await deleteMediaFile(kind, item.id);
      await client.invalidateQueries({ queryKey: MEDIA_LIBRARY_KEY });
      onDeleted();
    } catch (e) {
      onRefused(e instanceof Error ? e.message : `The ${what} could not be deleted.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="outline-danger" disabled={busy} onClick={() => setConfirming(true)}>
        Delete {what}
      </Button>
      <ConfirmDialog
        title={`Delete ${what}`}
        message={
          confirming
            ? `Delete the ${what} “${item.name}” from the library? This cannot be undone.`
            : null
        }
        confirmLabel="Delete"
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
