import type { MediaKind } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
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
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setError('Enter a folder name.');
      return;
    }
    setBusy(true);
    try {
      const folder = await createMediaFolder(kind, name.trim(), parentId);
      await client.invalidateQueries({ queryKey: MEDIA_LIBRARY_KEY });
      onCreated(folder.FolderId);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The folder could not be created.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form onSubmit={(e) => void submit(e)} className="mt-2" noValidate>
      <Form.Label htmlFor="media-new-folder" className="small mb-1">
        New folder {parentId === null ? 'at the top' : 'in the open folder'}
      </Form.Label>
      <InputGroup size="sm" hasValidation>
        <Form.Control
          id="media-new-folder"
          value={name}
          autoFocus
          maxLength={100}
          isInvalid={error !== null}
          aria-describedby={error ? 'media-new-folder-error' : undefined}
          onChange={(e) => {
            setName(e.target.value);
            setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.stopPropagation();
              onCancel();
            }
          }}
        />
        <Button type="submit" disabled={busy}>
          Create
        </Button>
        <Button variant="outline-secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Form.Control.Feedback type="invalid" id="media-new-folder-error">
          {error}
        </Form.Control.Feedback>
      </InputGroup>
    </Form>
  );
}
