import {
  editableEntityNames,
  treeParentOf,
  type EditableEntityName,
  type EditorTreeNode,
} from '@portal/domain';
import type { TreeLevel, TreeNode } from '../../../ui/catalog-tree/tree-nodes.ts';

/** The tree's levels, top first (admin §3 topology tree). */
export const TREE_LEVELS: readonly TreeLevel[] = [
  'Category',
  'ProductClass',
  'ManufacturingSeries',
  'Product',
];

export const isTreeLevel = (name: string): name is TreeLevel =>
  (TREE_LEVELS as readonly string[]).includes(name);

/** Any entity the editor maintains: the tree's levels and the sites, catalogues and divisions. */
export const isEditableEntity = (name: string): name is EditableEntityName =>
  (editableEntityNames as readonly string[]).includes(name);

/** An item of the editor, as the address and the tree name it. */
export interface ItemRef {
  entityName: EditableEntityName;
  id: number;
}

export const itemKey = (ref: ItemRef): string => `${ref.entityName}-${ref.id}`;

/** The level whose items hang under the given one; null below Product. */
export function childEntityOf(entityName: EditableEntityName | null): EditableEntityName | null {
  if (entityName === null) return 'Category';
  const found = Object.entries(treeParentOf).find(([, parent]) => parent === entityName);
  return (found?.[0] as EditableEntityName | undefined) ?? null;
}

/** A server node as a node of the shared catalogue tree, with the children loaded so far. */
export function toTreeNode(node: EditorTreeNode, children: TreeNode[]): TreeNode {
  return {
    key: itemKey({ entityName: node.EntityName, id: node.Id }),
    level: isTreeLevel(node.EntityName) ? node.EntityName : 'Category',
    id: node.Id,
    name: node.Name,
    label: node.DisplayName?.trim() ? node.DisplayName : node.Name,
    isPreview: node.IsPreview,
    hidden: !node.Visible,
    childCount: node.ChildCount,
    children,
  };
}

/**
 * The tree from the levels loaded so far: the categories, and under each node the children
 * read for it (a node whose children are not read yet has none, and opens to load them).
 */
export function assembleTree(
  roots: readonly EditorTreeNode[],
  childrenOf: (key: string) => readonly EditorTreeNode[] | undefined,
): TreeNode[] {
  const build = (list: readonly EditorTreeNode[], seen: ReadonlySet<string>): TreeNode[] =>
    list.map((n) => {
      const key = itemKey({ entityName: n.EntityName, id: n.Id });
      const loaded = seen.has(key) ? undefined : childrenOf(key);
      return toTreeNode(n, loaded ? build(loaded, new Set([...seen, key])) : []);
    });
  return build(roots, new Set());
}

/** The node named by the key, wherever it is in the tree. */
export function findNode(nodes: readonly TreeNode[], key: string): TreeNode | null {
  for (const n of nodes) {
    if (n.key === key) return n;
    const found = findNode(n.children, key);
    if (found) return found;
  }
  return null;
}

/** The keys of a node's parents, top first (to open the way to a selected item). */
export function pathTo(nodes: readonly TreeNode[], key: string): string[] | null {
  for (const n of nodes) {
    if (n.key === key) return [];
    const below = pathTo(n.children, key);
    if (below) return [n.key, ...below];
  }
  return null;
}

const ENTITY_PARAM = 'entity';
const ID_PARAM = 'id';

/** The selected item from the editor's address (?entity=Product&id=12), if it names one. */
export function selectionFromQuery(query: URLSearchParams): ItemRef | null {
  const entityName = query.get(ENTITY_PARAM) ?? '';
  const id = Number(query.get(ID_PARAM));
  if (!isEditableEntity(entityName) || !Number.isInteger(id) || id <= 0) return null;
  return { entityName, id };
}

/** The editor's address of an item. */
export const editorSearch = (ref: ItemRef): string =>
  `?${new URLSearchParams({ [ENTITY_PARAM]: ref.entityName, [ID_PARAM]: String(ref.id) })}`;

const CHANGE_LOG_QUERY: Record<TreeLevel, string> = {
  Category: 'categoryId',
  ProductClass: 'productClassId',
  ManufacturingSeries: 'manufacturingSeriesId',
  Product: 'productId',
};

/** The change log viewer's address for an item and what lies under it (admin §2.4). */
export const changeLogPath = (ref: ItemRef): string =>
  isTreeLevel(ref.entityName)
    ? `/log-viewer?${CHANGE_LOG_QUERY[ref.entityName]}=${ref.id}`
    : '/log-viewer';

/** The item a tree key names ('Product-12', 'Site-2'); null for a group node. */
export function refOfKey(key: string): ItemRef | null {
  const at = key.lastIndexOf('-');
  const entityName = key.slice(0, at);
  const id = Number(key.slice(at + 1));
  return at > 0 && isEditableEntity(entityName) && Number.isInteger(id) && id > 0
    ? { entityName, id }
    : null;
}

/** The item's parent in the tree, as the editor names items. */
export const parentRef = (parent: { EntityName: EditableEntityName; Id: number } | null) =>
  parent ? { entityName: parent.EntityName, id: parent.Id } : null;
