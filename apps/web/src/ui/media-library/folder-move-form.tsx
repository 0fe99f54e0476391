import type { MediaFolder } from '@portal/domain';
import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { moveTargets } from './media-items.ts';

interface Props {
  /** The library's folders, top level first. */
  folders: readonly MediaFolder[];
  moving: MediaFolder;
  /** Moves the folder (null: to the top); a thrown error's message shows under the choice. */
  onMove: (parentId: number | null) => Promise<void>;
  onCancel: () => void;
}

const TOP = 'top';

/** Where to move the open folder: the top level or another folder, never one below it. */
export function FolderMoveForm({ folders, moving, onMove, onCancel }: Props) {
  const [target, setTarget] = useState(String(moving.ParentFolderId ?? TOP));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const unchanged = target === String(moving.ParentFolderId ?? TOP);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await onMove(target === TOP ? null : Number(target));
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The folder could not be moved.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form onSubmit={(e) => void submit(e)} className="mt-2" noValidate>
      <Form.Group controlId="media-move-folder">
        <Form.Label className="small mb-1">Move “{moving.FolderName}” to</Form.Label>
        <Form.Select
          size="sm"
          value={target}
          autoFocus
          isInvalid={error !== null}
          aria-describedby={error ? 'media-move-folder-error' : undefined}
          onChange={(e) => {
            setTarget(e.target.value);
            setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.stopPropagation();
              onCancel();
            }
          }}
        >
          <option value={TOP}>The top level</option>
          {moveTargets(folders, moving).map(({ folder, depth }) => (
            <option key={folder.FolderId} value={folder.FolderId}>
              {'\u00a0\u00a0'.repeat(depth)}
              {folder.FolderName}
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid" id="media-move-folder-error">
          {error}
        </Form.Control.Feedback>
      </Form.Group>
      <div className="d-flex gap-2 mt-2">
        <Button type="submit" size="sm" disabled={busy || unchanged}>
          Move
        </Button>
        <Button size="sm" variant="outline-secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
