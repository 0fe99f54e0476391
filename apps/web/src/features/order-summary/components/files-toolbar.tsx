import type { ChangeEvent } from 'react';
import Button from 'react-bootstrap/Button';
import { ACCEPT, type DocumentActions } from '../model/document-actions.ts';

interface Props {
  can: DocumentActions;
  /** What is under way ('Uploading', ...), or null. */
  busy: string | null;
  onFiles: (event: ChangeEvent<HTMLInputElement>) => void;
  onClip: () => void;
  onUnclip: () => void;
  onDelete: () => void;
}

/** Upload (level 2), clip, unclip and delete (level 3), and what is under way. */
export function FilesToolbar({ can, busy, onFiles, onClip, onUnclip, onDelete }: Props) {
  return (
    <div className="d-flex flex-wrap gap-2 mb-3" role="toolbar" aria-label="Document actions">
      {can.canUpload && (
        <>
          <label htmlFor="order-files" className={`btn btn-primary mb-0 ${busy ? 'disabled' : ''}`}>
            Upload files
          </label>
          <input
            id="order-files"
            type="file"
            multiple
            accept={ACCEPT}
            className="visually-hidden"
            disabled={busy !== null}
            onChange={onFiles}
          />
        </>
      )}
      {can.canManage && (
        <>
          <Button
            variant="outline-primary"
            disabled={!can.canClip || busy !== null}
            onClick={onClip}
          >
            Clip
          </Button>
          <Button
            variant="outline-primary"
            disabled={!can.canUnclip || busy !== null}
            onClick={onUnclip}
          >
            Unclip
          </Button>
          <Button
            variant="outline-danger"
            disabled={!can.canDelete || busy !== null}
            onClick={onDelete}
          >
            Delete
          </Button>
        </>
      )}
      {busy && (
        <span role="status" className="align-self-center text-secondary">
          {busy}…
        </span>
      )}
    </div>
  );
}
