import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { CatalogTree } from '../../../ui/catalog-tree/catalog-tree.tsx';
import type { TreeNode } from '../../../ui/catalog-tree/tree-nodes.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { useEditorTree } from '../api/use-editor-tree.ts';
import { isTreeLevel, refOfKey } from '../model/editor-tree.ts';

interface Props {
  show: boolean;
  onHide: () => void;
  onPick: (product: { id: number; name: string }) => void;
}

/** Choosing a product from the editor's tree (Category › Class › Series › Product). */
export function ProductPicker({ show, onHide, onPick }: Props) {
  const [open, setOpen] = useState<Set<string>>(new Set());
  const [selected, setSelected] = useState<TreeNode | null>(null);
  const { root, nodes } = useEditorTree(open);
  // The tree's groups of sites, catalogues and divisions hold no products.
  const catalogue = nodes.filter((n) => isTreeLevel(refOfKey(n.key)?.entityName ?? ''));
  const product = selected?.level === 'Product' ? selected : null;
  const pick = () => {
    if (!product) return;
    onPick({ id: product.id, name: product.label });
    setSelected(null);
  };
  return (
    <Modal show={show} onHide={onHide} centered scrollable>
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5">
          Choose a product
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
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
            nodes={catalogue}
            label="Products"
            selected={selected?.key ?? null}
            onSelect={setSelected}
            highlight={null}
            open={open}
            onOpenChange={setOpen}
            empty="No categories yet."
          />
        )}
      </Modal.Body>
      <Modal.Footer>
        <span className="me-auto small text-body-secondary" aria-live="polite">
          {product ? `Product: ${product.label}` : 'Open the tree and choose a product.'}
        </span>
        <Button variant="secondary" onClick={onHide}>
          Cancel
        </Button>
        <Button disabled={!product} onClick={pick}>
          Add Product
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
