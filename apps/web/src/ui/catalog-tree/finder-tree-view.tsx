import { ErrorState } from '../error-state.tsx';
import { Loading } from '../loading.tsx';
import { CatalogTree, type CatalogTreeProps } from './catalog-tree.tsx';
import type { useFinderTree } from './finder-tree.ts';

type Props = Omit<CatalogTreeProps, 'nodes' | 'label'> & {
  tree: ReturnType<typeof useFinderTree>;
};

/** The catalogue tree as it loads: a loading line, the failure with a retry, or the tree. */
export function FinderTreeView({ tree, ...props }: Props) {
  if (tree.isPending) return <Loading label="Loading the catalogue" />;
  if (tree.isError)
    return (
      <ErrorState
        title="The catalogue could not be loaded"
        error={tree.error}
        onRetry={() => void tree.refetch()}
      />
    );
  return <CatalogTree nodes={tree.data} label="Catalogue" {...props} />;
}
