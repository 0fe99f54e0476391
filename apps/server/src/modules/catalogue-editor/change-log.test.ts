import type { ChangeLogEntry, ChangeLogPage, EditorItem } from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.ts';
import {
  createBranch,
  editorWorldWithBranch,
  readEditorItem,
  type Branch,
} from './editor-test-world.ts';

describe('the change log', () => {
  const { world, branch } = editorWorldWithBranch();
  let other: Branch;
  let createdId: number;
  beforeAll(async () => {
    other = await createBranch(world);
  });

  const save = async (url: string, Values: object) => {
    const res = await world.call('catalogEditor', 'PUT', url, {
      Version: (await readEditorItem(world, url)).Version,
      Values,
    });
    expect(res.statusCode).toBe(200);
  };
  const log = async (query: string) => {
    const res = await world.call('productEditor', 'GET', `/api/changelog${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as ChangeLogPage;
  };
  const brief = (e: ChangeLogEntry) => [e.EntityName, e.Action, e.Field, e.OldValue, e.NewValue];

  it('writes one row per changed field with the old and new value', async () => {
    const url = `/api/editor/item/Product/${branch.product.productId}`;
    await save(url, { DisplayName: 'Renamed', Visible: false, OrderBy: 0, Divisions: [2, 1] });
    const page = await log(`?entityName=Product&entityId=${branch.product.productId}`);
    expect(page.List.map(brief)).toEqual([
      ['Product', 'Updated', 'Divisions', '', '1,2'],
      ['Product', 'Updated', 'Visible', 'true', 'false'],
      ['Product', 'Updated', 'DisplayName', branch.product.displayName, 'Renamed'],
    ]);
    expect(page.List[0]).toMatchObject({ UserName: 'Eden Editor', EntityTitle: 'Renamed' });
    expect(page.Next).toBeNull();
  });

  it('logs a creation and a deletion', async () => {
    const res = await world.call('catalogEditor', 'POST', '/api/editor/item/ProductClass', {
      ParentId: branch.category.categoryId,
      Values: { Name: 'logged-class', DisplayName: 'Logged Class' },
    });
    expect(res.statusCode).toBe(201);
    createdId = (res.json() as EditorItem).Id;
    const created = await log(`?entityName=ProductClass&entityId=${createdId}`);
    expect(created.List.at(-1)).toMatchObject({
      Action: 'Created',
      Field: null,
      NewValue: 'Logged Class',
    });
    expect(created.List.map((e) => e.Field)).toEqual(
      expect.arrayContaining(['Name', 'DisplayName', 'Visible', 'IsPreview', 'OrderBy', null]),
    );
    const url = `/api/editor/item/ProductClass/${createdId}`;
    const version = (await readEditorItem(world, url)).Version;
    expect(
      (await world.call('catalogEditor', 'DELETE', `${url}?version=${version}`)).statusCode,
    ).toBe(200);
    const deleted = await log(`?entityName=ProductClass&entityId=${createdId}&action=Deleted`);
    expect(deleted.List.map(brief)).toEqual([
      ['ProductClass', 'Deleted', null, 'Logged Class', null],
    ]);
  });

  it("lists a tree node's changes and everything below it", async () => {
    await save(`/api/editor/item/Category/${branch.category.categoryId}`, { OrderBy: 3 });
    await save(`/api/editor/item/ManufacturingSeries/${other.series.manufacturingSeriesId}`, {
      OrderBy: 4,
    });
    const byCategory = await log(`?categoryId=${branch.category.categoryId}`);
    expect(new Set(byCategory.List.map((e) => e.EntityName))).toEqual(
      new Set(['Category', 'ProductClass', 'Product']),
    );
    expect(byCategory.List.some((e) => e.EntityId === other.category.categoryId)).toBe(false);
    // A change of one of the product's sections, as the section editor logs it.
    await world.database.db.insert(t.catalogueChange).values({
      userName: 'Eden Editor',
      entityName: 'SectionTab',
      entityId: 77,
      entityTitle: 'Parts',
      action: 'Updated',
      field: 'DisplayName',
      categoryId: branch.category.categoryId,
      productId: branch.product.productId,
    });
    const byProduct = await log(`?productId=${branch.product.productId}`);
    expect(byProduct.List.map((e) => e.EntityName)).toEqual([
      'SectionTab',
      'Product',
      'Product',
      'Product',
    ]);
    const bySeries = await log(`?manufacturingSeriesId=${other.series.manufacturingSeriesId}`);
    expect(bySeries.List.map(brief)).toEqual([
      ['ManufacturingSeries', 'Updated', 'OrderBy', '0', '4'],
    ]);
    expect((await log(`?field=OrderBy&action=Updated&user=eden`)).List).toHaveLength(2);
    expect((await log(`?user=nobody`)).List).toEqual([]);
  });

  it('pages newest first without repeating an entry', async () => {
    const all = await log('?pageSize=200');
    const seen: number[] = [];
    let after: number | null = null;
    do {
      const page: ChangeLogPage = await log(`?pageSize=4${after ? `&after=${after}` : ''}`);
      seen.push(...page.List.map((e) => e.ChangeId));
      after = page.Next;
    } while (after !== null);
    expect(seen).toEqual(all.List.map((e) => e.ChangeId));
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('is closed to callers without the Editor module', async () => {
    expect((await world.call('salesRep', 'GET', '/api/changelog')).statusCode).toBe(403);
    expect((await world.call(null, 'GET', '/api/changelog')).statusCode).toBe(401);
  });
});
