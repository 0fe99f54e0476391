import type {
  FinderCategory,
  FinderProduct,
  FinderProductClass,
  FinderSeries,
} from '@portal/domain';

export type TreeLevel = 'Category' | 'ProductClass' | 'ManufacturingSeries' | 'Product';

/** One node of the catalogue tree, whatever its level. */
export interface TreeNode {
  /** Unique in the tree: the level and the id. */
  key: string;
  level: TreeLevel;
  id: number;
  name: string;
  label: string;
  isPreview: boolean;
  children: TreeNode[];
  /** Children on the server when they load on opening (the editor's tree); else `children`. */
  childCount?: number;
  /** Hidden from the catalogue (Visible false): only the editor's tree lists such items. */
  hidden?: boolean;
}

/** Whether the node opens: it holds children, or the server says it has some to load. */
export const hasChildren = (node: TreeNode): boolean =>
  node.children.length > 0 || (node.childCount ?? 0) > 0;

const node = (
  level: TreeLevel,
  id: number,
  item: { Name: string; DisplayName: string; IsPreview: boolean },
  children: TreeNode[],
): TreeNode => ({
  key: `${level}-${id}`,
  level,
  id,
  name: item.Name,
  label: item.DisplayName,
  isPreview: item.IsPreview,
  children,
});

const productNode = (p: FinderProduct) => node('Product', p.ProductId, p, []);
const seriesNode = (s: FinderSeries) =>
  node('ManufacturingSeries', s.ManufacturingSeriesId, s, s.Products.map(productNode));
const classNode = (c: FinderProductClass) =>
  node('ProductClass', c.ProductClassId, c, c.ManufacturingSeries.map(seriesNode));
const categoryNode = (c: FinderCategory) =>
  node('Category', c.CategoryId, c, c.ProductClasses.map(classNode));

/** The finder's answer as tree nodes: the whole tree, or the children of one node. */
export function treeNodes(
  data: readonly (FinderCategory | FinderProductClass | FinderSeries | FinderProduct)[],
): TreeNode[] {
  return data.map((item) => {
    if ('CategoryId' in item) return categoryNode(item);
    if ('ProductClassId' in item) return classNode(item);
    if ('ManufacturingSeriesId' in item) return seriesNode(item);
    return productNode(item);
  });
}

/** The tree with one node's children replaced (a reloaded level). */
export function withChildren(nodes: TreeNode[], key: string, children: TreeNode[]): TreeNode[] {
  return nodes.map((n) =>
    n.key === key
      ? { ...n, children }
      : n.children.length > 0
        ? { ...n, children: withChildren(n.children, key, children) }
        : n,
  );
}

/**
 * The highlight box's text as a case-insensitive pattern (spec §2.2). Text that is not a valid
 * pattern ('[12', 'a(') is matched as it is typed.
 */
export function highlightPattern(text: string): RegExp | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  try {
    return new RegExp(trimmed, 'i');
  } catch {
    return new RegExp(trimmed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
  }
}

/** Nodes whose label or name matches, and the nodes to open so that each is in view. */
export function highlighted(
  nodes: readonly TreeNode[],
  pattern: RegExp | null,
): { matches: Set<string>; open: Set<string> } {
  const matches = new Set<string>();
  const open = new Set<string>();
  if (!pattern) return { matches, open };
  const visit = (list: readonly TreeNode[], parents: readonly string[]) => {
    for (const n of list) {
      if (pattern.test(n.label) || pattern.test(n.name)) {
        matches.add(n.key);
        for (const p of parents) open.add(p);
      }
      visit(n.children, [...parents, n.key]);
    }
  };
  visit(nodes, []);
  return { matches, open };
}

export interface VisibleRow {
  node: TreeNode;
  depth: number;
  parent: string | null;
}

/** The rows on screen, in order: each node, and its children when it is open. */
export function visibleRows(nodes: readonly TreeNode[], open: ReadonlySet<string>): VisibleRow[] {
  const rows: VisibleRow[] = [];
  const visit = (list: readonly TreeNode[], depth: number, parent: string | null) => {
    for (const n of list) {
      rows.push({ node: n, depth, parent });
      if (open.has(n.key)) visit(n.children, depth + 1, n.key);
    }
  };
  visit(nodes, 1, null);
  return rows;
}
