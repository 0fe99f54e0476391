import { visibleCategories } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { accountKey } from '../../api/accounts/account-keys.ts';
import { callAccount } from '../../api/accounts/account-http.ts';
import { treeNodes, type TreeNode } from './tree-nodes.ts';
import { useCatalogQuery } from '../use-catalog-query.ts';

interface TreeScope {
  catalogId: number;
  isPreview: boolean;
}

/** GET /api/modelfinder/VisibleCategories: the whole tree, or one node's children. */
async function getVisibleCategories(
  scope: TreeScope,
  level: Pick<TreeNode, 'level' | 'id'> | null,
  signal?: AbortSignal,
): Promise<TreeNode[]> {
  const answer = await callAccount('GET', '/modelfinder/VisibleCategories', visibleCategories, {
    signal,
    query: {
      catalogId: scope.catalogId,
      isPreview: scope.isPreview || undefined,
      entityLevel: level?.level,
      id: level?.id,
    },
  });
  return treeNodes(answer.Data ?? []);
}

export const finderTreeKey = (scope: TreeScope) =>
  accountKey('finder-tree', scope.catalogId, scope.isPreview);

/** The catalogue tree of the catalogue the page shows (the model finder's, the export tool's). */
export function useFinderTree() {
  const { catalogId, isPreview } = useCatalogQuery();
  const scope = { catalogId, isPreview };
  const query = useQuery({
    queryKey: finderTreeKey(scope),
    queryFn: ({ signal }) => getVisibleCategories(scope, null, signal),
    staleTime: 60_000,
  });
  return { ...query, scope };
}

/** A node's children as the server has them now (the 'reload of the selected level'). */
export const getChildren = (scope: TreeScope, node: TreeNode) => getVisibleCategories(scope, node);
