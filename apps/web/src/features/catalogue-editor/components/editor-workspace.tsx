import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { TreeNode } from '../../../ui/catalog-tree/tree-nodes.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { useMediaQuery } from '../../../ui/use-media-query.ts';
import { useQueryClient } from '@tanstack/react-query';
import { editorGroupQuery } from '../api/editor-calls.ts';
import {
  GROUP_PARAM,
  groupKey,
  groupOfKey,
  groupSearch,
  isAdminEntity,
  type AdminEntityName,
} from '../model/admin-groups.ts';
import {
  editorSearch,
  itemKey,
  refOfKey,
  selectionFromQuery,
  type ItemRef,
} from '../model/editor-tree.ts';
import { EditorTreePanel } from './editor-tree-panel.tsx';
import { ItemPane } from './item-pane.tsx';
import { NewItemButton } from './new-item-button.tsx';
import { RevealInTree } from './reveal-in-tree.tsx';
import { useUnsavedChanges } from './use-unsaved-changes.ts';
import './editor-workspace.css';

const OPEN_KEY = 'editor-tree-open';

/** The tree's open nodes, kept for the browser tab's session (admin §3: each node's open flag). */
function useRememberedOpen() {
  const [open, setOpen] = useState<Set<string>>(() => {
    try {
      const saved: unknown = JSON.parse(sessionStorage.getItem(OPEN_KEY) ?? '[]');
      return new Set(Array.isArray(saved) ? saved.filter((k) => typeof k === 'string') : []);
    } catch {
      return new Set();
    }
  });
  useEffect(() => {
    sessionStorage.setItem(OPEN_KEY, JSON.stringify([...open]));
  }, [open]);
  return [open, setOpen] as const;
}

/** The editor site's workspace: the tree on the left, the selected item's editor on the right. */
export function EditorWorkspace() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const selection = selectionFromQuery(query);
  // A group node (Sites, Catalogs, Divisions) is selected to create an item in it.
  const group = selection ? null : groupOfKey(query.get(GROUP_PARAM));
  const selectedKey = selection ? itemKey(selection) : group ? groupKey(group) : null;
  const [open, setOpen] = useRememberedOpen();
  const [selectedTitle, setSelectedTitle] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const blocker = useUnsavedChanges(dirty);
  const onDirtyChange = setDirty;
  // An item chosen in the tree is in view; one the address named may need its way opened.
  const [chosenInTree, setChosenInTree] = useState<string | null>(null);
  const reveal = selection && chosenInTree !== selectedKey ? selection : null;
  const onReveal = useCallback(
    (key: string) => setOpen((o) => (o.has(key) ? o : new Set([...o, key]))),
    [setOpen],
  );

  // Below lg the editor stacks under the tree: a product chosen there brings its editor into
  // view once it has loaded (a category, class or series is mostly opened to go further down).
  const sideBySide = useMediaQuery('(min-width: 992px)');
  const bringIntoView =
    !sideBySide && chosenInTree === selectedKey && selection?.entityName === 'Product';

  const go = (ref: ItemRef | null) => void navigate({ search: ref ? editorSearch(ref) : '' });
  const select = (node: TreeNode) => {
    const ref = refOfKey(node.key);
    const chosenGroup = groupOfKey(node.key);
    setSelectedTitle(node.label);
    setChosenInTree(node.key);
    if (node.key === selectedKey) return;
    if (ref) go(ref);
    else if (chosenGroup) void navigate({ search: groupSearch(chosenGroup) });
  };
  // A site, catalogue or division the address named sits in its group: open the group.
  const selectedGroup =
    selection && isAdminEntity(selection.entityName) ? selection.entityName : null;
  useEffect(() => {
    if (selectedGroup) onReveal(groupKey(selectedGroup));
  }, [selectedGroup, onReveal]);
  const onCreatedInGroup = (entityName: AdminEntityName) => {
    void queryClient.invalidateQueries({ queryKey: editorGroupQuery(entityName).queryKey });
    onReveal(groupKey(entityName));
  };

  return (
    <div className="row g-3">
      <div className="col-lg-4">
        <EditorTreePanel
          selected={selectedKey}
          onSelect={select}
          open={open}
          onOpenChange={setOpen}
        >
          <NewItemButton
            parent={selection}
            parentTitle={selection ? selectedTitle : null}
            group={group}
            onCreated={(item, parent) => {
              if (parent) setOpen((o) => new Set([...o, itemKey(parent)]));
              if (group) onCreatedInGroup(group);
              go(item);
            }}
          />
        </EditorTreePanel>
      </div>
      <div className="col-lg-8">
        {selection ? (
          <ItemPane
            key={selectedKey}
            item={selection}
            onDirtyChange={onDirtyChange}
            bringIntoView={bringIntoView}
            // The deleted item stays in view with its Deleted badge; the tree has dropped it.
            onDeleted={() => setDirty(false)}
          />
        ) : group ? (
          <p className="text-body-secondary mt-2">
            Open {selectedTitle ?? 'the group'} and choose an item to edit it.
          </p>
        ) : (
          <p className="text-body-secondary mt-2">Choose an item in the tree to edit it.</p>
        )}
      </div>
      {reveal && !selectedGroup && (
        <RevealInTree key={selectedKey} item={reveal} onReveal={onReveal} />
      )}
      <ConfirmDialog
        title="Unsaved changes"
        message={
          blocker.state === 'blocked'
            ? 'This item has changes that are not saved. Leave it and discard them?'
            : null
        }
        confirmLabel="Yes"
        cancelLabel="No"
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </div>
  );
}
