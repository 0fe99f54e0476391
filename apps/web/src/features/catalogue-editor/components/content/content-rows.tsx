import {
  contentLabel,
  type ContentEntry,
  type ContentKind,
  type EntityPermission,
} from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '../../../../ui/confirm-dialog.tsx';
import { showToast } from '../../../../ui/toast/toast-store.ts';
import { productContentKey, useDeleteContent, useReorderContent } from '../../api/content-calls.ts';
import { isHiddenRow, rowSummary } from '../../model/content-values.ts';
import { moveId } from '../../model/media-values.ts';
import { saveRefusal, type SaveRefusal } from '../../model/save-refusal.ts';
import { ContentRow, editButtonId, moveButtonId } from './content-row.tsx';
import { ContentRowForm } from './content-row-form.tsx';
import { useDirtyKeys } from './use-dirty-keys.ts';
import { useFocusAfterRender } from './use-focus-after-render.ts';

interface Props<R extends ContentEntry> {
  kind: ContentKind;
  productId: number;
  parentId: number;
  rows: readonly R[];
  permission: EntityPermission;
  /** The list's heading: 'Features', 'Tabs of Overview'. */
  title: string;
  /** Shown when there are no rows: 'No features yet.' */
  empty: string;
  /** The product's section tables, for a ModelTable item. */
  tables?: readonly { value: string; label: string }[];
  /** The list under a row (a section's tabs), given the callback its unsaved state goes to. */
  nested?: (row: R, onDirtyChange: (dirty: boolean) => void) => ReactNode;
  onDirtyChange: (dirty: boolean) => void;
}

type Editing = number | 'new';

/**
 * An ordered list of one kind of content row under a parent: each row edited in place,
 * added, deleted after a confirmation and moved up or down (decision 173).
 */
export function ContentRows<R extends ContentEntry>(props: Props<R>) {
  const { kind, productId, parentId, rows, permission } = props;
  const queryClient = useQueryClient();
  const headingId = useId();
  const noun = contentLabel[kind].toLowerCase();
  const { report } = useDirtyKeys(props.onDirtyChange);
  const [editing, setEditing] = useState<ReadonlySet<Editing>>(() => new Set());
  const [deleting, setDeleting] = useState<R | null>(null);
  const [refusal, setRefusal] = useState<SaveRefusal | null>(null);
  const [moved, setMoved] = useState<{ row: R; by: -1 | 1; turn: number } | null>(null);
  const remove = useDeleteContent(productId);
  const reorder = useReorderContent(productId);
  const busy = remove.isPending || reorder.isPending;
  const summaryOf = (row: R) => rowSummary(kind, row.Values, row.Id) || `${noun} ${row.Id}`;

  const edit = (key: Editing, on: boolean) =>
    setEditing((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  const reload = () => {
    setEditing(new Set());
    setRefusal(null);
    void queryClient.invalidateQueries({ queryKey: productContentKey(productId) });
  };

  const move = async (row: R, index: number, by: -1 | 1) => {
    setRefusal(null);
    try {
      const ids = moveId(
        rows.map((r) => r.Id),
        index,
        by,
      );
      await reorder.mutateAsync({ kind, parentId, ids });
      setMoved((last) => ({ row, by, turn: (last?.turn ?? 0) + 1 }));
    } catch (error) {
      setRefusal(saveRefusal(error));
    }
  };

  // Once the list shows the new order, the moved row's button takes the focus back (the
  // buttons were disabled meanwhile); at the end of the list, the other direction's.
  const focusedTurn = useRef(0);
  const focusLater = useFocusAfterRender();
  const addId = `content-${kind}-${parentId}-add`;
  useEffect(() => {
    if (!moved || busy || focusedTurn.current === moved.turn) return;
    focusedTurn.current = moved.turn;
    const button = (b: -1 | 1) =>
      document.getElementById(moveButtonId(moved.row, b)) as HTMLButtonElement | null;
    const target = button(moved.by);
    (target && !target.disabled ? target : button(moved.by < 0 ? 1 : -1))?.focus();
  }, [moved, busy]);

  const confirmDelete = async () => {
    const row = deleting;
    setDeleting(null);
    if (!row) return;
    setRefusal(null);
    try {
      await remove.mutateAsync({ row, version: row.Version });
      showToast(`${contentLabel[kind]} deleted.`);
    } catch (error) {
      setRefusal(saveRefusal(error));
    }
  };

  const form = (row: R | null) => (
    <ContentRowForm
      kind={kind}
      productId={productId}
      parentId={parentId}
      row={row}
      tables={props.tables ?? []}
      report={report}
      onClose={() => {
        edit(row?.Id ?? 'new', false);
        focusLater(row ? editButtonId(row) : addId);
      }}
      onReload={reload}
    />
  );

  return (
    <section aria-labelledby={headingId} className="mb-3">
      <h3 id={headingId} className="h6 mb-1">
        {props.title}
      </h3>
      {refusal && (
        <Alert variant={refusal.kind === 'conflict' ? 'warning' : 'danger'} className="py-2">
          <p className="mb-0">{refusal.message}</p>
          <Button size="sm" variant="outline-dark" className="mt-2" onClick={reload}>
            Reload
          </Button>
        </Alert>
      )}
      {rows.length === 0 ? (
        <p className="text-body-secondary mb-2">{props.empty}</p>
      ) : (
        <ol className="list-unstyled mb-2" aria-labelledby={headingId}>
          {rows.map((row, index) => (
            <ContentRow
              key={row.Id}
              row={row}
              noun={noun}
              summary={summaryOf(row)}
              hidden={isHiddenRow(row.Values)}
              first={index === 0}
              last={index === rows.length - 1}
              permission={permission}
              canMove={!busy && editing.size === 0}
              editing={editing.has(row.Id)}
              onEdit={() => edit(row.Id, true)}
              onMove={(by) => void move(row, index, by)}
              onDelete={() => setDeleting(row)}
              form={form(row)}
              nested={props.nested?.(row, (dirty) => report(`nested-${row.Id}`, dirty))}
            />
          ))}
        </ol>
      )}
      {editing.has('new')
        ? form(null)
        : permission.CanCreate && (
            <Button
              id={addId}
              size="sm"
              variant="outline-primary"
              onClick={() => edit('new', true)}
            >
              Add {noun}
            </Button>
          )}
      <ConfirmDialog
        title="Confirm Deletion"
        message={
          deleting ? `Delete ${noun} '${summaryOf(deleting)}'? This cannot be undone.` : null
        }
        confirmLabel="Delete"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
