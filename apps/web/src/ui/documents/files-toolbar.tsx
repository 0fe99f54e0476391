import type { ChangeEvent } from 'react';
import Button from 'react-bootstrap/Button';
import { ACCEPT, type DocumentActions } from './document-actions.ts';
import './files-toolbar.css';

interface Props {
  /** Names the file input: one holder's documents per page. */
  holder: string;
  can: DocumentActions;
  /** What is under way ('Uploading', ...), or null. */
  busy: string | null;
  onFiles: (event: ChangeEvent<HTMLInputElement>) => void;
  onClip: () => void;
  onUnclip: () => void;
  onDelete: () => void;
}

/** Upload (level 2); clip and unclip where documents clip, and delete (level 3); what is under way. */
export function FilesToolbar({ holder, can, busy, onFiles, onClip, onUnclip, onDelete }: Props) {
  const inputId = `${holder}-files`;
  // A reader who may only open documents has no actions: no empty toolbar.
  if (!can.canUpload && !can.canManage) return null;
  return (
    <div className="d-flex flex-wrap gap-2 mb-3" role="toolbar" aria-label="Document actions">
      {can.canUpload && (
        <>
          {/* The hidden input comes first so that its keyboard focus can ring the label. */}
          <input
            id={inputId}
            type="file"
            multiple
            accept={ACCEPT}
            className="visually-hidden file-upload-input"
            disabled={busy !== null}
            onChange={onFiles}
          />
          <label htmlFor={inputId} className={`btn btn-primary mb-0 ${busy ? 'disabled' : ''}`}>
            Upload files
          </label>
        </>
      )}
      {can.offersClipping && (
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
        </>
      )}
      {can.canManage && (
        <Button
          variant="outline-danger"
          disabled={!can.canDelete || busy !== null}
          onClick={onDelete}
        >
          Delete
        </Button>
      )}
      {busy && (
        <span role="status" className="align-self-center text-secondary">
          {busy}…
        </span>
      )}
    </div>
  );
}
