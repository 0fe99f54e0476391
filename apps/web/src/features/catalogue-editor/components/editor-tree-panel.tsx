import type { EditableEntityName } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { CatalogTree } from '../../../ui/catalog-tree/catalog-tree.tsx';
import type { TreeNode } from '../../../ui/catalog-tree/tree-nodes.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { EDITOR_TREE_KEY, editorTreeQuery } from '../api/editor-calls.ts';
import { useEditorTree } from '../api/use-editor-tree.ts';
import { findNode, isTreeLevel, refOfKey } from '../model/editor-tree.ts';
import { useItemFlags } from '../model/item-flags.ts';

const ENTITY_BADGE: Record<EditableEntityName, string> = {
  Category: 'Category',
  ProductClass: 'Class',
  ManufacturingSeries: 'Series',
  Product: 'Product',
  Site: 'Site',
  Catalog: 'Catalog',
  Division: 'Division',
  Editor: 'Editor',
};

interface Props {
  selected: string | null;
  onSelect: (node: TreeNode) => void;
  open: ReadonlySet<string>;
  onOpenChange: (open: Set<string>) => void;
  /** The 'New …' action under the selected node. */
  children?: React.ReactNode;
}

/**
 * The workspace's tree (admin §2.4): every item, hidden and preview-only ones marked, an entity
 * badge and a 'New' mark on items created in this session; a node's children load as it opens.
 */
export function EditorTreePanel({ selected, onSelect, open, onOpenChange, children }: Props) {
  const queryClient = useQueryClient();
  const { root, nodes, loadingKeys } = useEditorTree(open);
  const flags = useItemFlags();
  const selectedNode = selected ? findNode(nodes, selected) : null;
  const selectedRef = selected ? refOfKey(selected) : null;

  const reloadSelected = () => {
    if (!selectedRef) return;
    void queryClient.invalidateQueries({ queryKey: editorTreeQuery(selectedRef).queryKey });
  };
  const refreshAll = () => void queryClient.invalidateQueries({ queryKey: EDITOR_TREE_KEY });

  const badge = (node: TreeNode) => {
    const entityName = refOfKey(node.key)?.entityName;
    return (
      <>
        {entityName && (
          <span className="badge text-bg-light border ms-1">{ENTITY_BADGE[entityName]}</span>
        )}
        {flags.get(node.key)?.includes('Created') && (
          <span className="badge text-bg-success ms-1">New</span>
        )}
        {loadingKeys.has(node.key) && (
          <Spinner animation="border" size="sm" className="ms-1" role="status">
            <span className="visually-hidden">Loading</span>
          </Spinner>
        )}
      </>
    );
  };

  return (
    <div>
      <div className="d-flex flex-wrap gap-2 mb-2">
        <Button
          size="sm"
          variant="outline-secondary"
          disabled={
            !selectedNode ||
            !selectedRef ||
            !isTreeLevel(selectedRef.entityName) ||
            selectedNode.level === 'Product'
          }
          onClick={reloadSelected}
        >
          Reload Selected Tree
        </Button>
        <Button
          size="sm"
          variant="outline-secondary"
          disabled={root.isFetching}
          onClick={refreshAll}
        >
          Refresh Entire Tree
        </Button>
        {children}
      </div>
      <div className="editor-tree-scroll border rounded p-1">
        {root.isPending ? (
          <Loading label="Loading the tree" />
        ) : root.isError ? (
          <ErrorState
            title="The tree could not be loaded"
            error={root.error}
            onRetry={() => void root.refetch()}
          />
        ) : (
          <CatalogTree
            nodes={nodes}
            label="Catalogue items"
            selected={selected}
            onSelect={onSelect}
            highlight={null}
            open={open}
            onOpenChange={onOpenChange}
            badge={badge}
            empty="No categories yet."
          />
        )}
      </div>
    </div>
  );
}
