import { CatalogTree } from '../../../ui/catalog-tree/catalog-tree.tsx';
import { useFinderTree } from '../../../ui/catalog-tree/finder-tree.ts';
import type { TreeNode } from '../../../ui/catalog-tree/tree-nodes.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Loading } from '../../../ui/loading.tsx';

interface Props {
  selectedKey: string;
  onSelect: (node: TreeNode) => void;
  open: ReadonlySet<string>;
  onOpenChange: (open: Set<string>) => void;
}

/** Browse: the catalogue tree; any node chosen is the level the viewer shows and exports. */
export function BrowseTab({ selectedKey, onSelect, open, onOpenChange }: Props) {
  const tree = useFinderTree();
  return (
    <div className="export-tree-scroll border rounded p-1">
      {tree.isPending ? (
        <Loading label="Loading the catalogue" />
      ) : tree.isError ? (
        <ErrorState
          title="The catalogue could not be loaded"
          error={tree.error}
          onRetry={() => void tree.refetch()}
        />
      ) : (
        <CatalogTree
          nodes={tree.data}
          label="Catalogue"
          selected={selectedKey || null}
          onSelect={onSelect}
          highlight={null}
          open={open}
          onOpenChange={onOpenChange}
        />
      )}
    </div>
  );
}
