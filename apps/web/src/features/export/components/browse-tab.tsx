import { useFinderTree } from '../../../ui/catalog-tree/finder-tree.ts';
import { FinderTreeView } from '../../../ui/catalog-tree/finder-tree-view.tsx';
import type { TreeNode } from '../../../ui/catalog-tree/tree-nodes.ts';

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
      <FinderTreeView
        tree={tree}
        selected={selectedKey || null}
        onSelect={onSelect}
        highlight={null}
        open={open}
        onOpenChange={onOpenChange}
      />
    </div>
  );
}
