import type { EditorField, EditorValue } from '@portal/domain';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import {
  MediaLibraryPicker,
  type MediaItem,
} from '../../../ui/media-library/media-library-picker.tsx';
import { chosenValue, isMediaList, mediaIds, mediaKindOf, moveId } from '../model/media-values.ts';

interface Props {
  field: EditorField;
  id: string;
  value: EditorValue | undefined;
  disabled: boolean;
  onChange: (value: EditorValue) => void;
}

const BOX = 64;

/** One file: its thumbnail (an image with a known path) or its name, path or id. */
function MediaPreview(props: { image: boolean; path?: string; label: string; alt: string }) {
  const { image, path, label, alt } = props;
  if (image && path)
    return (
      <img src={path} alt={alt} width={BOX} height={BOX} className="editor-media-thumb border" />
    );
  return <span className="text-break">{path ?? label}</span>;
}

/**
 * An image or document field (admin §3 field types): the library picker chooses a file; a list
 * keeps its order, with add, remove, up and down. Files chosen here show as thumbnails; a saved
 * id the library has not named in this session shows as its id.
 */
export function MediaField({ field, id, value, disabled, onChange }: Props) {
  const kind = mediaKindOf(field.EditorType);
  const image = kind === 'image';
  const [open, setOpen] = useState(false);
  const [known, setKnown] = useState<ReadonlyMap<number, MediaItem>>(new Map());
  const list = isMediaList(field.EditorType);
  const ids = mediaIds(value);
  const pathOf = (v: EditorValue | undefined) =>
    typeof v === 'string' ? v : typeof v === 'number' ? known.get(v)?.FullPath : undefined;
  const choose = (item: MediaItem) => {
    setOpen(false);
    setKnown((k) => new Map(k).set(item.id, item));
    onChange(list ? [...ids, item.id] : chosenValue(value, field.EntityPropertyName, item));
  };
  const what = `${image ? 'image' : 'document'}`;

  return (
    <div id={id} className="d-flex flex-column gap-2">
      {list ? (
        <ol className="list-unstyled d-flex flex-column gap-1 mb-0" aria-label={field.DisplayName}>
          {ids.map((fileId, index) => {
            const label = `${field.DisplayName} ${index + 1}`;
            return (
              <li key={`${fileId}-${index}`} className="d-flex align-items-center gap-2">
                <MediaPreview
                  image={image}
                  path={pathOf(fileId)}
                  label={`${what} ${fileId}`}
                  alt={label}
                />
                <span className="flex-grow-1 small text-body-secondary">
                  {known.get(fileId)?.name ?? `${what} ${fileId}`}
                </span>
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
      ) : (
        <MediaPreview
          image={image}
          path={pathOf(value)}
          alt={field.DisplayName}
          label={
            typeof value === 'number'
              ? (known.get(value)?.name ?? `${what} ${value}`)
              : String(value)
          }
        />
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
