import { useQueries, useQuery } from '@tanstack/react-query';
import { assembleTree, itemKey, refOfKey, type ItemRef } from '../model/editor-tree.ts';
import { editorTreeQuery } from './editor-calls.ts';

/**
 * The editor's tree: the categories, and the children of every open node, each level read when
 * its node first opens and kept in the query cache.
 */
export function useEditorTree(open: ReadonlySet<string>) {
  const root = useQuery(editorTreeQuery(null));
  const opened = [...open].map(refOfKey).filter((ref): ref is ItemRef => ref !== null);
  const levels = useQueries({ queries: opened.map((ref) => editorTreeQuery(ref)) });
  const loaded = new Map(opened.map((ref, i) => [itemKey(ref), levels[i]]));
  const nodes = assembleTree(root.data ?? [], (key) => loaded.get(key)?.data);
  const loadingKeys = new Set(
    [...loaded].filter(([, level]) => level?.isFetching).map(([key]) => key),
  );
  return { root, nodes, loadingKeys };
}
