import {
  editorItem,
  editors,
  editorTree,
  type EditableEntityName,
  type Editor,
  type EditorItem,
  type EditorTreeNode,
  type EditorValues,
} from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { accountKey } from '../../../api/accounts/account-keys.ts';
import { callAccount } from '../../../api/accounts/account-http.ts';
import type { ItemRef } from '../model/editor-tree.ts';

const itemPath = (ref: ItemRef) => `/editor/item/${encodeURIComponent(ref.entityName)}/${ref.id}`;

/** GET /api/editor/tree: the categories, or one node's children (hidden and preview ones too). */
export async function getEditorTree(
  parent: ItemRef | null,
  signal?: AbortSignal,
): Promise<EditorTreeNode[]> {
  const answer = await callAccount('GET', '/editor/tree', editorTree, {
    signal,
    query: parent ? { entityName: parent.entityName, id: parent.id } : {},
  });
  return answer.List;
}

/** Every level of the editor's tree starts with this key: 'Refresh Entire Tree' drops them all. */
export const EDITOR_TREE_KEY = accountKey('editor', 'tree');

export const editorTreeQuery = (parent: ItemRef | null) =>
  queryOptions({
    queryKey: [...EDITOR_TREE_KEY, parent?.entityName ?? null, parent?.id ?? null],
    queryFn: ({ signal }) => getEditorTree(parent, signal),
    staleTime: 60_000,
  });

/** GET /api/editor/tree?entityName=Site|Catalog|Division: every item of that entity. */
export const editorGroupQuery = (entityName: EditableEntityName) =>
  queryOptions({
    queryKey: [...EDITOR_TREE_KEY, entityName, null],
    queryFn: async ({ signal }) =>
      (await callAccount('GET', '/editor/tree', editorTree, { signal, query: { entityName } }))
        .List,
    staleTime: 60_000,
  });

/** The tree level an item is listed in: its parent's children, the categories, or its group. */
export const listedInQuery = (
  entityName: EditableEntityName,
  parent: ItemRef | null,
  isTreeLevel: boolean,
) => (parent || isTreeLevel ? editorTreeQuery(parent) : editorGroupQuery(entityName));

/** GET /api/entity/editor?entityName=: the editor of an entity, null when the user may read none. */
export async function getEditorDefinition(
  entityName: EditableEntityName,
  signal?: AbortSignal,
): Promise<Editor | null> {
  const list = await callAccount('GET', '/entity/editor', editors, {
    signal,
    query: { entityName },
  });
  const editor = list[0] ?? null;
  // Editors come with their entities: the site edits them but neither creates nor deletes them.
  if (editor?.EntityName !== 'Editor') return editor;
  const permission = { ...editor.EffectivePermission, CanCreate: false, CanDelete: false };
  return { ...editor, EffectivePermission: permission };
}

/** Every copy of the definitions: dropped after an editor definition is saved. */
export const EDITOR_DEFINITIONS_KEY = accountKey('editor', 'definition');

/** The editor a sub-editor field names (GET /api/entity/editor?editorName=), null if none. */
export const namedEditorKey = (editorName: string | null) =>
  [...EDITOR_DEFINITIONS_KEY, 'named', editorName] as const;

export const useNamedEditor = (editorName: string | null) =>
  useQuery({
    queryKey: namedEditorKey(editorName),
    queryFn: async ({ signal }) =>
      (await callAccount('GET', '/entity/editor', editors, { signal, query: { editorName } }))[0] ??
      null,
    enabled: editorName !== null,
    staleTime: 5 * 60_000,
  });

export const useEditorDefinition = (entityName: EditableEntityName | null) =>
  useQuery({
    queryKey: accountKey('editor', 'definition', entityName),
    queryFn: ({ signal }) => getEditorDefinition(entityName!, signal),
    enabled: entityName !== null,
    staleTime: 5 * 60_000,
  });

export const editorItemKey = (ref: ItemRef) => accountKey('editor', 'item', ref.entityName, ref.id);

/** GET /api/editor/item/{entityName}/{id}: the item's values as the user may read them. */
export const useEditorItem = (ref: ItemRef, enabled: boolean) =>
  useQuery({
    queryKey: editorItemKey(ref),
    queryFn: ({ signal }) => callAccount('GET', itemPath(ref), editorItem, { signal }),
    enabled,
    // An item being edited is read afresh only when asked (Reload), never under the user's feet.
    staleTime: Infinity,
    retry: false,
  });

/** PUT: the changed fields with the version read; 409 when someone saved in between. */
export const saveEditorItem = (ref: ItemRef, version: string, values: EditorValues) =>
  callAccount('PUT', itemPath(ref), editorItem, { body: { Version: version, Values: values } });

/** POST /api/editor/item/{entityName}: a new item under the parent. */
export const createEditorItem = (
  entityName: EditableEntityName,
  parentId: number | null,
  values: EditorValues,
): Promise<EditorItem> =>
  callAccount('POST', `/editor/item/${encodeURIComponent(entityName)}`, editorItem, {
    body: { ParentId: parentId, Values: values },
  });

/** DELETE with the version read. The answer's body is not needed. */
export const deleteEditorItem = (ref: ItemRef, version: string) =>
  callAccount('DELETE', itemPath(ref), z.unknown(), { query: { version } });
