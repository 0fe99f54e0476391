import type { ContentEntry, EntityPermission } from '@portal/domain';
import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';

interface Props {
  row: ContentEntry;
  /** The kind in lower case, for the buttons' names: 'tab', 'feature'. */
  noun: string;
  summary: string;
  hidden: boolean;
  first: boolean;
  last: boolean;
  permission: EntityPermission;
  /** Moving is held back while a row of the list is edited or a call is on its way. */
  canMove: boolean;
  editing: boolean;
  onEdit: () => void;
  onMove: (by: -1 | 1) => void;
  onDelete: () => void;
  /** The row's form while it is edited. */
  form: ReactNode;
  /** The rows under it (a section's tabs, a tab's items, a table's columns), shown on demand. */
  nested?: ReactNode;
}

export const moveButtonId = (row: ContentEntry, by: -1 | 1) =>
  `content-${row.Kind}-${row.Id}-${by < 0 ? 'up' : 'down'}`;

export const editButtonId = (row: ContentEntry) => `content-${row.Kind}-${row.Id}-edit`;

/** One row: its summary line and buttons, its form in place while edited, its children. */
export function ContentRow(props: Props) {
  const { row, noun, summary, permission, canMove, editing, nested } = props;
  const [open, setOpen] = useState(false);
  // Children stay mounted once shown, so a half-edited child survives closing its parent.
  const [shown, setShown] = useState(false);
  const nestedId = `content-${row.Kind}-${row.Id}-children`;
  const name = `${noun} ${summary}`;
  const toggle = () => {
    setOpen(!open);
    setShown(true);
  };

  return (
    <li className="border-bottom py-2">
      <div className="d-flex flex-wrap align-items-center gap-2">
        {nested ? (
          <Button
            variant="link"
            className="p-0 text-start text-break text-decoration-none flex-grow-1"
            aria-expanded={open}
            aria-controls={shown ? nestedId : undefined}
            onClick={toggle}
          >
            <span aria-hidden="true">{open ? '▾ ' : '▸ '}</span>
            {summary}
          </Button>
        ) : (
          <span className="flex-grow-1 text-break">{summary}</span>
        )}
        {props.hidden && <span className="badge text-bg-secondary">Hidden</span>}
        <div className="d-flex flex-wrap gap-1 ms-auto">
          {permission.CanUpdate && (
            <>
              <Button
                id={editButtonId(row)}
                size="sm"
                variant="outline-primary"
                aria-label={`Edit ${name}`}
                disabled={editing}
                onClick={props.onEdit}
              >
                Edit
              </Button>
              <Button
                id={moveButtonId(row, -1)}
                size="sm"
                variant="outline-secondary"
                aria-label={`Move ${name} up`}
                title="Move up"
                disabled={!canMove || props.first}
                onClick={() => props.onMove(-1)}
              >
                <span aria-hidden="true">↑</span>
              </Button>
              <Button
                id={moveButtonId(row, 1)}
                size="sm"
                variant="outline-secondary"
                aria-label={`Move ${name} down`}
                title="Move down"
                disabled={!canMove || props.last}
                onClick={() => props.onMove(1)}
              >
                <span aria-hidden="true">↓</span>
              </Button>
            </>
          )}
          {permission.CanDelete && (
            <Button
              size="sm"
              variant="outline-danger"
              aria-label={`Delete ${name}`}
              disabled={editing}
              onClick={props.onDelete}
            >
              Delete
            </Button>
          )}
        </div>
      </div>
      {editing && <div className="mt-2">{props.form}</div>}
      {nested && shown && (
        <div id={nestedId} hidden={!open} className="mt-2 ms-2 ms-md-4 ps-2 border-start">
          {nested}
        </div>
      )}
    </li>
  );
}
