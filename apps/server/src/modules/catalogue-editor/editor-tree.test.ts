import { EditorMessage, type EditorTreeNode } from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.ts';
import { createBranch, editorWorldWithBranch, type Branch } from './editor-test-world.ts';

describe('GET /api/editor/tree', () => {
  const { world, branch } = editorWorldWithBranch({ category: { name: 'b-visible', orderBy: 2 } });
  let hidden: Branch;
  beforeAll(async () => {
    // Hidden, preview-only and in no catalogue: the editor lists it all the same.
    hidden = await createBranch(world, {
      catalogIds: [],
      category: { name: 'a-hidden', visible: false, orderBy: 1 },
      productClass: { isPreview: true },
    });
    const { db } = world.database;
    await db.insert(t.productClass).values({
      categoryId: branch.category.categoryId,
      name: 'second-class',
      displayName: 'Second Class',
      orderBy: -1,
    });
  });

  const tree = async (query = '') => {
    const res = await world.call('productEditor', 'GET', `/api/editor/tree${query}`);
    expect(res.statusCode).toBe(200);
    return (res.json() as { List: EditorTreeNode[] }).List;
  };

  it('lists every category, hidden ones too, in menu order with their child counts', async () => {
    expect(await tree()).toEqual([
      expect.objectContaining({
        EntityName: 'Category',
        EntityLevel: 1,
        Id: hidden.category.categoryId,
        Visible: false,
        ChildCount: 1,
      }),
      expect.objectContaining({ Id: branch.category.categoryId, Visible: true, ChildCount: 2 }),
    ]);
  });

  it('lists the children of a node, preview-only ones too', async () => {
    const classes = await tree(`?entityName=Category&id=${hidden.category.categoryId}`);
    expect(classes).toEqual([
      expect.objectContaining({
        EntityName: 'ProductClass',
        Id: hidden.productClass.productClassId,
        IsPreview: true,
        ChildCount: 1,
      }),
    ]);
    const ordered = await tree(`?entityName=Category&id=${branch.category.categoryId}`);
    expect(ordered.map((n) => [n.Name, n.ChildCount])).toEqual([
      ['second-class', 0],
      [branch.productClass.name, 1],
    ]);
    const series = await tree(`?entityName=ProductClass&id=${hidden.productClass.productClassId}`);
    expect(series.map((n) => n.Id)).toEqual([hidden.series.manufacturingSeriesId]);
    const products = await tree(
      `?entityName=ManufacturingSeries&id=${hidden.series.manufacturingSeriesId}`,
    );
    expect(products).toEqual([
      expect.objectContaining({
        EntityName: 'Product',
        Id: hidden.product.productId,
        ChildCount: 0,
      }),
    ]);
    expect(await tree(`?entityName=Product&id=${hidden.product.productId}`)).toEqual([]);
  });

  it('lists the sites, catalogues and divisions', async () => {
    expect((await tree('?entityName=Catalog')).map((n) => n.Id)).toEqual([6, 5]);
    expect((await tree('?entityName=Division')).map((n) => n.Name)).toEqual(['north', 'south']);
  });

  it('answers 404 for an unknown node and 400 for a level without its id', async () => {
    const missing = await world.call(
      'catalogEditor',
      'GET',
      '/api/editor/tree?entityName=Category&id=999999',
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().Message).toBe(EditorMessage.notFound('Category'));
    const noId = await world.call('catalogEditor', 'GET', '/api/editor/tree?entityName=Product');
    expect(noId.statusCode).toBe(400);
  });

  it('is closed to callers without the Editor module', async () => {
    expect((await world.call(null, 'GET', '/api/editor/tree')).statusCode).toBe(401);
    const rep = await world.call('salesRep', 'GET', '/api/editor/tree');
    expect(rep.statusCode).toBe(403);
    expect(rep.json().Message).toBe(EditorMessage.denied);
    expect((await world.call('admin', 'GET', '/api/editor/tree')).statusCode).toBe(200);
  });

  describe('ids past what the columns hold', () => {
    it.each([
      '/api/editor/tree?entityName=Category&id=99999999999',
      '/api/editor/item/Product/99999999999',
      '/api/changelog?productId=99999999999',
      '/api/changelog?after=99999999999999',
    ])('answers %s without a server error', async (url) => {
      expect((await world.call('catalogEditor', 'GET', url)).statusCode).toBeLessThan(500);
    });
  });
});
