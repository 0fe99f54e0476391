import type { FinderCategory } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import {
  hasChildren,
  highlighted,
  highlightPattern,
  treeNodes,
  visibleRows,
  withChildren,
} from './tree-nodes.ts';

const item = (name: string) => ({ Name: name, DisplayName: name.toUpperCase(), IsPreview: false });
const categories: FinderCategory[] = [
  {
    CategoryId: 1,
    ...item('heaters'),
    ProductClasses: [
      {
        ProductClassId: 10,
        ...item('gas'),
        ManufacturingSeries: [
          {
            ManufacturingSeriesId: 100,
            TpiMfgSeries: 'HDU',
            ...item('hdu'),
            Products: [{ ProductId: 1000, ...item('hdu-parts') }],
          },
        ],
      },
    ],
  },
  { CategoryId: 2, ...item('fans'), ProductClasses: [] },
];

describe('catalogue tree nodes', () => {
  const nodes = treeNodes(categories);

  it('keeps every level with a key unique across levels', () => {
    expect(nodes.map((n) => n.key)).toEqual(['Category-1', 'Category-2']);
    const product = nodes[0]!.children[0]!.children[0]!.children[0]!;
    expect(product).toMatchObject({ key: 'Product-1000', level: 'Product', label: 'HDU-PARTS' });
  });

  it('shows a node’s children only while it is open', () => {
    expect(visibleRows(nodes, new Set()).map((r) => r.node.key)).toEqual([
      'Category-1',
      'Category-2',
    ]);
    const open = visibleRows(nodes, new Set(['Category-1']));
    expect(open.map((r) => [r.node.key, r.depth, r.parent])).toEqual([
      ['Category-1', 1, null],
      ['ProductClass-10', 2, 'Category-1'],
      ['Category-2', 1, null],
    ]);
  });

  it('highlights by a case-insensitive pattern and opens the way to each match', () => {
    const { matches, open } = highlighted(nodes, highlightPattern('^hdu-p'));
    expect([...matches]).toEqual(['Product-1000']);
    expect([...open]).toEqual(['Category-1', 'ProductClass-10', 'ManufacturingSeries-100']);
  });

  it('takes text that is no pattern as typed', () => {
    expect(highlightPattern('a(')?.test('A(B')).toBe(true);
    expect(highlightPattern('  ')).toBeNull();
  });

  it('replaces one node’s children when its level is reloaded', () => {
    const reloaded = withChildren(nodes, 'ProductClass-10', []);
    expect(reloaded[0]!.children[0]!.children).toEqual([]);
    expect(reloaded[1]).toBe(nodes[1]);
  });
});

describe('hasChildren', () => {
  const leaf = {
    key: 'Product-1',
    level: 'Product' as const,
    id: 1,
    name: 'p',
    label: 'P',
    isPreview: false,
    children: [],
  };

  it('opens a node whose children are still to be read (the editor tree)', () => {
    expect(hasChildren(leaf)).toBe(false);
    expect(hasChildren({ ...leaf, childCount: 3 })).toBe(true);
    expect(hasChildren({ ...leaf, children: [leaf] })).toBe(true);
  });
});
