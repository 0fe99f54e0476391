import type { EditableEntityName, EditorTreeNode } from '@portal/domain';
import type { TreeNode } from '../../../ui/catalog-tree/tree-nodes.ts';
import { toTreeNode } from './editor-tree.ts';

/** The entities kept outside the catalogue, each listed under a group below the categories. */
export type AdminEntityName = Extract<
  EditableEntityName,
  'Site' | 'Catalog' | 'Division' | 'Editor'
>;

export const ADMIN_GROUPS: readonly { entityName: AdminEntityName; label: string }[] = [
  { entityName: 'Site', label: 'Sites' },
  { entityName: 'Catalog', label: 'Catalogs' },
  { entityName: 'Division', label: 'Divisions' },
  // The editor definitions themselves (decision 174).
  { entityName: 'Editor', label: 'Editors' },
];

const PREFIX = 'group:';

/** A group node's tree key ('group:Site'); it names no item, so selecting it edits nothing. */
export const groupKey = (entityName: AdminEntityName): string => `${PREFIX}${entityName}`;

/** The group a tree key or the address's ?group= names, if any. */
export function groupOfKey(key: string | null): AdminEntityName | null {
  if (!key) return null;
  const name = key.startsWith(PREFIX) ? key.slice(PREFIX.length) : key;
  return ADMIN_GROUPS.find((g) => g.entityName === name)?.entityName ?? null;
}

export const isAdminEntity = (name: string): name is AdminEntityName => groupOfKey(name) !== null;

export const GROUP_PARAM = 'group';

/** The editor's address of a group node. */
export const groupSearch = (entityName: AdminEntityName): string =>
  `?${new URLSearchParams({ [GROUP_PARAM]: entityName })}`;

/**
 * A group node with the items read for it; before they are read it claims one child so that it
 * opens (and opening it reads them).
 */
export function groupNode(
  entityName: AdminEntityName,
  items: readonly EditorTreeNode[] | undefined,
): TreeNode {
  const group = ADMIN_GROUPS.find((g) => g.entityName === entityName);
  return {
    key: groupKey(entityName),
    level: 'Category',
    id: 0,
    name: group?.label ?? entityName,
    label: group?.label ?? entityName,
    isPreview: false,
    childCount: items ? items.length : 1,
    children: (items ?? []).map((n) => toTreeNode(n, [])),
  };
}
