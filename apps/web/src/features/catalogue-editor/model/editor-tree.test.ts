import type { EditorTreeNode } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { visibleRows } from '../../../ui/catalog-tree/tree-nodes.ts';
import {
  assembleTree,
  changeLogPath,
  childEntityOf,
  findNode,
  pathTo,
  refOfKey,
  selectionFromQuery,
} from './editor-tree.ts';

const node = (overrides: Partial<EditorTreeNode>): EditorTreeNode => ({
  EntityName: 'Category',
  EntityLevel: 1,
  Id: 1,
  Name: 'heaters',
  DisplayName: 'Heaters',
  Visible: true,
  IsPreview: false,
  ChildCount: 0,
  ...overrides,
});

const heaters = node({ ChildCount: 1 });
const hidden = node({ Id: 2, Name: 'old', DisplayName: null, Visible: false });
const furnaces = node({
  EntityName: 'ProductClass',
  Id: 7,
  Name: 'furnaces',
  ChildCount: 2,
  IsPreview: true,
});

describe('assembleTree', () => {
  it('marks hidden and preview items and names a node by its name when it has no display name', () => {
    const tree = assembleTree([heaters, hidden], () => undefined);
    expect(tree.map((n) => [n.key, n.label, n.hidden, n.childCount])).toEqual([
      ['Category-1', 'Heaters', false, 1],
      ['Category-2', 'old', true, 0],
    ]);
  });

  it('hangs the children read so far under their nodes', () => {
    const tree = assembleTree([heaters], (key) => (key === 'Category-1' ? [furnaces] : undefined));
    expect(findNode(tree, 'ProductClass-7')?.isPreview).toBe(true);
    expect(pathTo(tree, 'ProductClass-7')).toEqual(['Category-1']);
    const rows = visibleRows(tree, new Set(['Category-1']));
    expect(rows.map((r) => [r.node.key, r.depth])).toEqual([
      ['Category-1', 1],
      ['ProductClass-7', 2],
    ]);
  });
});

describe('the editor address', () => {
  it('reads the selected item and ignores what is not one', () => {
    expect(selectionFromQuery(new URLSearchParams('entity=Product&id=12'))).toEqual({
      entityName: 'Product',
      id: 12,
    });
    expect(selectionFromQuery(new URLSearchParams('entity=Site&id=1'))).toEqual({
      entityName: 'Site',
      id: 1,
    });
    expect(selectionFromQuery(new URLSearchParams('entity=Order&id=1'))).toBeNull();
    expect(selectionFromQuery(new URLSearchParams('entity=Product&id=-3'))).toBeNull();
  });

  it('reads tree keys back into items', () => {
    expect(refOfKey('ManufacturingSeries-40')).toEqual({
      entityName: 'ManufacturingSeries',
      id: 40,
    });
    expect(refOfKey('nonsense')).toBeNull();
  });

  it('links an item to its change log by the spec query names', () => {
    expect(changeLogPath({ entityName: 'ManufacturingSeries', id: 4 })).toBe(
      '/log-viewer?manufacturingSeriesId=4',
    );
  });
});

describe('childEntityOf', () => {
  it('gives the level that hangs under each one', () => {
    expect(childEntityOf(null)).toBe('Category');
    expect(childEntityOf('Category')).toBe('ProductClass');
    expect(childEntityOf('ManufacturingSeries')).toBe('Product');
    expect(childEntityOf('Product')).toBeNull();
  });
});
