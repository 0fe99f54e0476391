import type { EditorField, EditorValue } from '@portal/domain';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useMediaFilesById } from '../../../ui/media-library/media-files-by-id.ts';
import {
  MediaLibraryPicker,
  type MediaItem,
} from '../../../ui/media-library/media-library-picker.tsx';
import { chosenValue, isMediaList, mediaIds, mediaKindOf, moveId } from '../model/media-values.ts';
import { MediaPreview } from './media-preview.tsx';

interface Props {
  field: EditorField;
  id: string;
  value: EditorValue | undefined;
  disabled: boolean;
  onChange: (value: EditorValue) => void;
}

/**
 * An image or document field (admin §3 field types): the library picker chooses a file; a list
 * keeps its order, with add, remove, up and down. Saved ids are named through the library's
 * files-by-id call; a file deleted since shows as no longer there.
 */
export function MediaField({ field, id, value, disabled, onChange }: Props) {
  const kind = mediaKindOf(field.EditorType);
  const image = kind === 'image';
  const [open, setOpen] = useState(false);
  const [known, setKnown] = useState<ReadonlyMap<number, MediaItem>>(new Map());
  const list = isMediaList(field.EditorType);
  const ids = mediaIds(value);
  const named = useMediaFilesById(kind, list ? ids : typeof value === 'number' ? [value] : []);
  const fileOf = (fileId: number) => known.get(fileId) ?? named.byId.get(fileId);
  const what = `${image ? 'image' : 'document'}`;
  /** A saved file's name; until the library answers, its id; once it has, whether it is gone. */
  const nameOf = (fileId: number) =>
    fileOf(fileId)?.name ??
    (named.answered
      ? `${image ? 'Image' : 'Document'} ${fileId} no longer exists`
      : `${what} ${fileId}`);
  const choose = (item: MediaItem) => {
    setOpen(false);
    setKnown((k) => new Map(k).set(item.id, item));
    onChange(list ? [...ids, item.id] : chosenValue(value, field.EntityPropertyName, item));
  };

  return (
    <div id={id} className="d-flex flex-column gap-2">
      {list ? (
        <ol className="list-unstyled d-flex flex-column gap-1 mb-0" aria-label={field.DisplayName}>
          {ids.map((fileId, index) => {
            const label = `${field.DisplayName} ${index + 1}`;
            return (
              <li key={`${fileId}-${index}`} className="d-flex align-items-center gap-2">
                {image && fileOf(fileId) && (
                  <MediaPreview image file={fileOf(fileId)} label={nameOf(fileId)} alt={label} />
                )}
                <span className="flex-grow-1 small text-body-secondary">{nameOf(fileId)}</span>
                <Button
                  size="sm"
                  variant="outline-secondary"
                  aria-label={`Move ${label} up`}
                  disabled={disabled || index === 0}
                  onClick={() => onChange(moveId(ids, index, -1))}
                >
                  ↑
                </Button>
                <Button
                  size="sm"
                  variant="outline-secondary"
                  aria-label={`Move ${label} down`}
                  disabled={disabled || index === ids.length - 1}
                  onClick={() => onChange(moveId(ids, index, 1))}
                >
                  ↓
                </Button>
                <Button
                  size="sm"
                  variant="outline-danger"
                  aria-label={`Remove ${label}`}
                  disabled={disabled}
                  onClick={() => onChange(ids.filter((_, i) => i !== index))}
                >
                  Remove
                </Button>
              </li>
            );
          })}
        </ol>
      ) : value === null || value === undefined || value === '' ? (
        <span className="text-body-secondary">None</span>
      ) : typeof value === 'number' ? (
        <div className="d-flex align-items-center gap-2">
          {image && fileOf(value) && (
            <MediaPreview
              image
              file={fileOf(value)}
              label={nameOf(value)}
              alt={field.DisplayName}
            />
          )}
          <span className="text-break">{nameOf(value)}</span>
        </div>
      ) : (
        <MediaPreview image={image} path={String(value)} alt={field.DisplayName} label="" />
      )}
      {!disabled && (
        <div className="d-flex gap-2">
          <Button size="sm" variant="outline-primary" onClick={() => setOpen(true)}>
            {list ? `Add ${what}…` : `Choose ${what}…`}
          </Button>
          {!list && value !== null && value !== undefined && value !== '' && (
            <Button size="sm" variant="outline-secondary" onClick={() => onChange(null)}>
              Clear
            </Button>
          )}
        </div>
      )}
      <MediaLibraryPicker
        kind={kind}
        open={open}
        onClose={() => setOpen(false)}
        onChoose={choose}
      />
    </div>
  );
}
