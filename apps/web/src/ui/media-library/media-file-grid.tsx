import { Button, ListGroup } from 'react-bootstrap';
import { documentTypeText, fittedSize, sizeText, type MediaItem } from './media-items.ts';

interface Props {
  items: MediaItem[];
  selected: MediaItem | null;
  onSelect: (item: MediaItem) => void;
  /** Double click or Enter on a selected item. */
  onChoose: (item: MediaItem) => void;
}

const THUMB = 160;

/** Images as a grid of thumbnails with name and size; documents as a list. */
export function MediaFileGrid({ items, selected, onSelect, onChoose }: Props) {
  const isSelected = (item: MediaItem) =>
    selected !== null && selected.kind === item.kind && selected.id === item.id;
  const press = (item: MediaItem) => (isSelected(item) ? onChoose(item) : onSelect(item));

  if (items[0]?.kind === 'document')
    return (
      <ListGroup aria-label="Documents">
        {items.map((item) =>
          item.kind === 'document' ? (
            <ListGroup.Item
              key={item.id}
              action
              active={isSelected(item)}
              aria-pressed={isSelected(item)}
              onClick={() => press(item)}
              onDoubleClick={() => onChoose(item)}
              className="d-flex justify-content-between"
            >
              <span className="text-truncate">{item.name}</span>
              <span className="small">{documentTypeText(item.ContentType)}</span>
            </ListGroup.Item>
          ) : null,
        )}
      </ListGroup>
    );

  return (
    <ul className="media-library-grid" aria-label="Images">
      {items.map((item) =>
        item.kind === 'image' ? (
          <li key={item.id}>
            <Button
              variant="light"
              className="media-library-tile p-1"
              aria-pressed={isSelected(item)}
              onClick={() => press(item)}
              onDoubleClick={() => onChoose(item)}
            >
              <span className="media-library-thumb">
                <img
                  src={item.FullPath}
                  alt=""
                  loading="lazy"
                  {...fittedSize(item.Width, item.Height, THUMB)}
                />
              </span>
              <span className="d-block text-truncate small mt-1">{item.name}</span>
              <span className="d-block text-body-secondary small">
                {sizeText(item.Width, item.Height)}
              </span>
            </Button>
          </li>
        ) : null,
      )}
    </ul>
  );
}
