import { useQueries, useQuery } from '@tanstack/react-query';
import { ADMIN_GROUPS, groupKey, groupNode } from '../model/admin-groups.ts';
import {
  assembleTree,
  isTreeLevel,
  itemKey,
  refOfKey,
  type ItemRef,
} from '../model/editor-tree.ts';
import { editorGroupQuery, editorTreeQuery, getEditorDefinition } from './editor-calls.ts';
import { accountKey } from '../../../api/accounts/account-keys.ts';

/**
 * The editor's tree: the categories, and the children of every open node, each level read when
 * its node first opens and kept in the query cache. Below the categories, a group each for the
 * sites, catalogues and divisions the user's editor definitions include.
 */
export function useEditorTree(open: ReadonlySet<string>) {
  const root = useQuery(editorTreeQuery(null));
  const opened = [...open]
    .map(refOfKey)
    .filter((ref): ref is ItemRef => ref !== null && isTreeLevel(ref.entityName));
  const levels = useQueries({ queries: opened.map((ref) => editorTreeQuery(ref)) });
  const loaded = new Map(opened.map((ref, i) => [itemKey(ref), levels[i]]));

  const definitions = useQueries({
    queries: ADMIN_GROUPS.map((g) => ({
      queryKey: accountKey('editor', 'definition', g.entityName),
      queryFn: ({ signal }: { signal: AbortSignal }) => getEditorDefinition(g.entityName, signal),
      staleTime: 5 * 60_000,
    })),
  });
  const groups = ADMIN_GROUPS.filter((_, i) => definitions[i]?.data);
  const groupLists = useQueries({
    queries: groups.map((g) => ({
      ...editorGroupQuery(g.entityName),
      enabled: open.has(groupKey(g.entityName)),
    })),
  });

  const nodes = [
    ...assembleTree(root.data ?? [], (key) => loaded.get(key)?.data),
    ...groups.map((g, i) => groupNode(g.entityName, groupLists[i]?.data)),
  ];
  const loadingKeys = new Set([
    ...[...loaded].filter(([, level]) => level?.isFetching).map(([key]) => key),
    ...groups.filter((_, i) => groupLists[i]?.isFetching).map((g) => groupKey(g.entityName)),
  ]);
  return { root, nodes, loadingKeys };
}
