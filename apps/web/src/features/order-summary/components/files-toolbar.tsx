import type { ChangeEvent } from 'react';
import Button from 'react-bootstrap/Button';
import { ACCEPT, type DocumentActions } from '../model/document-actions.ts';
import './files-toolbar.css';

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
          {/* The hidden input comes first so that its keyboard focus can ring the label. */}
          <input
            id="order-files"
            type="file"
            multiple
            accept={ACCEPT}
            className="visually-hidden file-upload-input"
            disabled={busy !== null}
            onChange={onFiles}
          />
          <label htmlFor="order-files" className={`btn btn-primary mb-0 ${busy ? 'disabled' : ''}`}>
            Upload files
          </label>
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
