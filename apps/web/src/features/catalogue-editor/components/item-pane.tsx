import { EditorMessage, type EditorItem } from '@portal/domain';
import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { AccountCallError } from '../../../api/accounts/account-http.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { useEditorDefinition, useEditorItem } from '../api/editor-calls.ts';
import { itemKey, type ItemRef } from '../model/editor-tree.ts';
import { useItemDeleted } from '../model/item-flags.ts';
import { ItemEditor } from './item-editor.tsx';

interface Props {
  item: ItemRef;
  onDirtyChange: (dirty: boolean) => void;
  onDeleted: (parent: ItemRef | null) => void;
  /** Scroll the editor into view once the item has loaded (a phone, where it sits below the tree). */
  bringIntoView?: boolean;
}

const statusOf = (error: unknown) => (error instanceof AccountCallError ? error.status : 0);

/** The user may not open items of this level: no editor they may read, or the server refused. */
function NoAccess({ item, message }: { item: ItemRef; message?: string }) {
  return <Alert variant="warning">{message ?? EditorMessage.cannotRead(item.entityName)}</Alert>;
}

/** The right side of the workspace: the selected item's editor once both reads are in. */
export function ItemPane({ item, onDirtyChange, onDeleted, bringIntoView = false }: Props) {
  const definition = useEditorDefinition(item.entityName);
  const editor = definition.data;
  // Deleted here: the item is no longer read, its last values show to read only.
  const deleted = useItemDeleted(itemKey(item));
  const saved = useEditorItem(item, !!editor && !deleted);
  const [lastSaved, setLastSaved] = useState<EditorItem | null>(null);
  if (saved.data && saved.data !== lastSaved) setLastSaved(saved.data);
  const pane = useRef<HTMLDivElement>(null);
  // Asked for when the item was chosen: a later save or re-render must not move the page.
  const scrollWanted = useRef(bringIntoView);
  const loaded = saved.isSuccess;
  useEffect(() => {
    if (!loaded) return;
    if (scrollWanted.current) pane.current?.scrollIntoView({ block: 'start' });
    scrollWanted.current = false;
  }, [loaded]);
  if (definition.isPending) return <Loading label="Loading the editor" />;
  if (definition.isError)
    return (
      <ErrorState
        title="The editor could not be loaded"
        error={definition.error}
        onRetry={() => void definition.refetch()}
      />
    );
  if (!editor) return <NoAccess item={item} />;
  if (deleted && lastSaved)
    return (
      <ItemEditor
        item={item}
        editor={editor}
        saved={lastSaved}
        onDirtyChange={onDirtyChange}
        onDeleted={onDeleted}
        deleted
      />
    );
  if (saved.isError) {
    const status = statusOf(saved.error);
    if (status === 403) return <NoAccess item={item} message={saved.error.message} />;
    if (status === 404)
      return <Alert variant="warning">This {editor.DisplayName} no longer exists.</Alert>;
    return (
      <ErrorState
        title={`The ${editor.DisplayName} could not be loaded`}
        error={saved.error}
        onRetry={() => void saved.refetch()}
      />
    );
  }
  if (saved.isPending) return <Loading label={`Loading the ${editor.DisplayName}`} />;
  return (
    <div ref={pane}>
      <ItemEditor
        // A fresh form for another item, or the same one read again after a conflict.
        key={`${item.entityName}-${item.id}-${saved.dataUpdatedAt}`}
        item={item}
        editor={editor}
        saved={saved.data}
        onDirtyChange={onDirtyChange}
        onDeleted={onDeleted}
      />
    </div>
  );
}
