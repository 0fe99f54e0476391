import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FinderTreeView } from '../../../ui/catalog-tree/finder-tree-view.tsx';
import { finderTreeKey, getChildren, useFinderTree } from '../../../ui/catalog-tree/finder-tree.ts';
import {
  highlightPattern,
  withChildren,
  type TreeNode,
} from '../../../ui/catalog-tree/tree-nodes.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { useIsDesktop } from '../../../ui/use-media-query.ts';
import { FinderProduct } from './finder-product.tsx';

/**
 * Browse By Category: the catalogue tree with its highlight box, reload of the selected level
 * and refresh of the whole tree; a chosen product's tables beside it (below it on a phone).
 */
export function BrowseTab() {
  const tree = useFinderTree();
  const queryClient = useQueryClient();
  const isDesktop = useIsDesktop();
  const [highlightText, setHighlightText] = useState('');
  const highlight = useMemo(() => highlightPattern(highlightText), [highlightText]);
  const [open, setOpen] = useState<Set<string>>(new Set());
  const [selected, setSelected] = useState<TreeNode | null>(null);
  const [product, setProduct] = useState<TreeNode | null>(null);
  const [reloading, setReloading] = useState(false);

  const select = (node: TreeNode) => {
    setSelected(node);
    if (node.level === 'Product') setProduct(node);
  };

  const reloadSelected = async () => {
    if (!selected || selected.level === 'Product') return;
    setReloading(true);
    try {
      const children = await getChildren(tree.scope, selected);
      queryClient.setQueryData<TreeNode[]>(finderTreeKey(tree.scope), (nodes) =>
        nodes ? withChildren(nodes, selected.key, children) : nodes,
      );
    } catch {
      showToast(`${selected.label} could not be reloaded`, 'danger');
    } finally {
      setReloading(false);
    }
  };

  const refreshAll = () => {
    setSelected(null);
    setProduct(null);
    void tree.refetch();
  };

  const showTree = isDesktop || !product;
  return (
    <div className="row g-3">
      {showTree && (
        <div className="col-lg-3">
          <Form.Control
            type="search"
            size="sm"
            className="mb-2"
            aria-label="Highlight in the tree"
            placeholder="Highlight (text or pattern)"
            value={highlightText}
            onChange={(e) => setHighlightText(e.target.value)}
          />
          <div className="d-flex flex-wrap gap-2 mb-2">
            <Button
              size="sm"
              variant="outline-secondary"
              disabled={!selected || selected.level === 'Product' || reloading}
              onClick={() => void reloadSelected()}
              title="Read the selected level's children again"
            >
              {reloading ? 'Reloading...' : 'Reload Selected'}
            </Button>
            <Button
              size="sm"
              variant="outline-secondary"
              disabled={tree.isFetching}
              onClick={refreshAll}
            >
              {tree.isFetching && !tree.isPending ? 'Refreshing...' : 'Refresh Tree'}
            </Button>
          </div>
          <div className="finder-tree-scroll border rounded p-1">
            <FinderTreeView
              tree={tree}
              selected={selected?.key ?? null}
              onSelect={select}
              highlight={highlight}
              open={open}
              onOpenChange={setOpen}
            />
          </div>
        </div>
      )}
      <div className="col-lg-9">
        {product ? (
          <>
            {!isDesktop && (
              <Button
                size="sm"
                variant="outline-secondary"
                className="mb-2"
                onClick={() => setProduct(null)}
              >
                ‹ Back to the catalogue
              </Button>
            )}
            <FinderProduct key={product.key} product={product} />
          </>
        ) : (
          isDesktop && (
            <p className="text-body-secondary mt-2">
              Choose a product in the tree to see its parts.
            </p>
          )
        )}
      </div>
    </div>
  );
}
