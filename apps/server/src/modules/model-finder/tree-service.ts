import {
  EntityLevel,
  type FinderCategory,
  type FinderProduct,
  type FinderProductClass,
  type FinderSeries,
} from '@portal/domain';
import type { AppDeps } from '../../app.ts';
import { toCachedBody, type CachedBody, type CatalogAnswer } from '../../lib/cached-body.ts';
import type { NamedCache } from '../../lib/named-cache.ts';
import { readTreeLevel, treeLevels, type TreeRow, type TreeScope } from './tree-queries.ts';

type TreeNode = FinderCategory | FinderProductClass | FinderSeries | FinderProduct;
export type TreeData = FinderCategory[] | FinderProductClass[] | FinderSeries[] | FinderProduct[];

const common = (r: TreeRow) => ({
  Name: r.name,
  DisplayName: r.display_name,
  IsPreview: r.is_preview,
});

/** Each level's rows by parent id. */
const byParent = (levels: TreeRow[][]) =>
  levels.map((rows) => {
    const groups = new Map<number, TreeRow[]>();
    for (const r of rows) {
      const key = Number(r.parent_id);
      const list = groups.get(key);
      if (list) list.push(r);
      else groups.set(key, [r]);
    }
    return groups;
  });

/** The nodes of level `depth` with their descendants; items whose parent is not shown drop out. */
function toNodes(groups: Map<number, TreeRow[]>[], depth: number, rows: TreeRow[]): TreeNode[] {
  const children = (row: TreeRow) =>
    toNodes(groups, depth + 1, groups[depth + 1]?.get(Number(row.id)) ?? []);
  return rows.map((r): TreeNode => {
    const id = Number(r.id);
    if (depth === 0)
      return { CategoryId: id, ...common(r), ProductClasses: children(r) as FinderProductClass[] };
    if (depth === 1)
      return {
        ProductClassId: id,
        ...common(r),
        ManufacturingSeries: children(r) as FinderSeries[],
      };
    if (depth === 2)
      return {
        ManufacturingSeriesId: id,
        TpiMfgSeries: r.tpi_mfg_series ?? '',
        ...common(r),
        Products: children(r) as FinderProduct[],
      };
    return { ProductId: id, ...common(r) };
  });
}

const levelNames = ['Category', 'Product class', 'Manufacturing series'];

export interface FinderTreeService {
  /** The whole tree of a catalogue, kept a minute (the refresh control asks for it again). */
  treeBody(scope: TreeScope): Promise<CatalogAnswer>;
  /** The children of one shown node, with theirs; null when the node is not shown. */
  children(scope: TreeScope, level: number, id: number): Promise<TreeData | null>;
}

export function createFinderTreeService(deps: AppDeps): FinderTreeService {
  const cache: NamedCache<CachedBody> = deps.caches.create('model-finder-tree', {
    max: 50,
    ttlMs: 60_000,
  });

  /** Levels below `from`, each read only under the previous level's items. */
  const below = async (scope: TreeScope, from: number, rootIds: number[] | null) => {
    const levels: TreeRow[][] = [];
    let parents = rootIds;
    for (let depth = from; depth < treeLevels.length; depth += 1) {
      const level = treeLevels[depth]!;
      const rows = await readTreeLevel(deps.db, level, scope, parents ? { parents } : null);
      levels[depth] = rows;
      if (rows.length === 0) break;
      // The whole tree reads each level whole; orphans drop out when the nodes are built.
      if (parents !== null) parents = rows.map((r) => Number(r.id));
    }
    return levels;
  };

  /** Whether the node and every level above it are shown in the catalogue. */
  const shown = async (scope: TreeScope, depth: number, id: number): Promise<boolean> => {
    let current: number | null = id;
    for (let d = depth; d >= 0 && current !== null; d -= 1) {
      const [row] = await readTreeLevel(deps.db, treeLevels[d]!, scope, { ids: [current] });
      if (!row) return false;
      current = row.parent_id === null ? null : Number(row.parent_id);
    }
    return true;
  };

  return {
    async treeBody(scope) {
      const body = await cache.load(`${scope.catalogId}:${scope.preview}`, async () => {
        const levels = await below(scope, 0, null);
        const data = toNodes(byParent(levels), 0, levels[0] ?? []);
        return toCachedBody(JSON.stringify({ Successful: true, Data: data, Exception: null }));
      });
      if (body === undefined) throw new Error('the finder tree cache answered nothing');
      return { body };
    },
    async children(scope, level, id) {
      const depth = level - EntityLevel.Category;
      if (!(await shown(scope, depth, id))) return null;
      const levels = await below(scope, depth + 1, [id]);
      return toNodes(byParent(levels), depth + 1, levels[depth + 1] ?? []) as TreeData;
    },
  };
}

/** The Exception of a single-level read whose node is not shown. */
export const nodeNotFound = (level: number): string =>
  `${levelNames[level - EntityLevel.Category] ?? 'Item'} Not Found`;
