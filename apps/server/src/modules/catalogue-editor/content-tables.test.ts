import { EditorMessage, EntityLevel, Role } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.ts';
import { roleIds } from '../auth/user-queries.ts';
import { contentCalls } from './content-test-calls.ts';
import { EDITOR_HOST, editorWorldWithBranch } from './editor-test-world.ts';

describe("section tables, layout columns and a product's features, specifications and notes", () => {
  const { world, branch } = editorWorldWithBranch({ product: { name: 'listed-product' } });
  const calls = contentCalls(world);
  let productId: number;
  beforeAll(() => {
    productId = branch.product.productId;
  });

  const product = async () => {
    const res = await world.app.inject({
      method: 'GET',
      url: '/api/product/product?product=listed-product',
      headers: { host: EDITOR_HOST },
    });
    return res.json().Data as { Features: string[]; Specifications: { Name: string }[] };
  };

  it('creates, edits, hides and deletes a table and its columns', async () => {
    const table = await calls.create('table', productId, { DisplayName: 'Parts', HasCart: false });
    expect(table.Values).toMatchObject({ Visible: true, HasCart: false, Cols: 12, OrderBy: 0 });
    const pcn = await calls.create('column', table.Id, {
      PropertyName: 'PcnCatalogNumber',
      DisplayName: 'Catalog #',
      ShowOnMobile: true,
    });
    const price = await calls.create('column', table.Id, {
      PropertyName: 'TotalList',
      DisplayName: 'List Price',
      FormatType: 'Number',
    });
    const [stored] = await world.database.db
      .select()
      .from(t.sectionTableLayoutColumn)
      .where(eq(t.sectionTableLayoutColumn.sectionTableLayoutColumnId, price.Id));
    expect(stored).toMatchObject({ name: 'TotalList', propertyType: 'Currency', orderBy: 1 });
    const bad = await calls.create(
      'column',
      table.Id,
      { PropertyName: 'Colour', DisplayName: '', FormatType: 'Stars' },
      400,
    );
    expect(Object.keys(bad.Errors!)).toEqual(['PropertyName', 'DisplayName', 'FormatType']);
    expect(bad.Errors!.PropertyName![0]).toMatch(/field of the table.s models/);

    const { List } = await calls.reorder('column', table.Id, [price.Id, pcn.Id]);
    expect(List.map((c) => c.Values.PropertyName)).toEqual(['TotalList', 'PcnCatalogNumber']);
    const hidden = await calls.save(table, { Visible: false, DisplayName: 'Old parts' });
    expect(hidden.Values).toMatchObject({ Visible: false, DisplayName: 'Old parts' });
    expect((await calls.remove(hidden, 409)).Message).toBe(
      EditorMessage.hasChildren('section table'),
    );
    for (const column of List) await calls.remove(column);
    await calls.remove(hidden);
    expect((await calls.content(productId)).Tables).toEqual([]);
  });

  it('shows a new table and its columns on the product page through a ModelTable item', async () => {
    const table = await calls.create('table', productId, { DisplayName: 'Spare parts' });
    await calls.create('column', table.Id, { PropertyName: 'Series', DisplayName: 'Series' });
    const section = await calls.create('section', productId, { Name: 'parts' });
    const tab = await calls.create('tab', section.Id, { Name: 'all' });
    await calls.create('item', tab.Id, { SectionItemType: 'ModelTable', SectionTableId: table.Id });
    const res = await world.app.inject({
      method: 'GET',
      url: '/api/product/productsections?product=listed-product',
      headers: { host: EDITOR_HOST },
    });
    const [item] = res.json().Data[0].Tabs[0].Items;
    expect(item.Table).toMatchObject({
      DisplayName: 'Spare parts',
      Columns: [expect.objectContaining({ PropertyName: 'Series', Name: 'Series' })],
    });
  });

  it('keeps features, specifications and notes, in order, on the product page', async () => {
    const quiet = await calls.create('feature', productId, { Text: 'Quiet motor' });
    const steel = await calls.create('feature', productId, { Text: 'Steel case' });
    await calls.reorder('feature', productId, [steel.Id, quiet.Id]);
    const spec = await calls.create('specification', productId, { Name: 'Voltage', Value: '230' });
    await calls.save(spec, { Value: '230 V' });
    const note = await calls.create('note', productId, { Text: 'Ships in two boxes' });
    expect((await calls.create('note', productId, { Text: ' ' }, 400)).Errors).toEqual({
      Text: ['Text is required.'],
    });
    const page = await product();
    expect(page.Features).toEqual(['Steel case', 'Quiet motor']);
    expect(page.Specifications).toEqual([expect.objectContaining({ Name: 'Voltage' })]);
    const content = await calls.content(productId);
    expect(content.Notes.map((n) => n.Values.Text)).toEqual(['Ships in two boxes']);
    expect(content.Specifications[0]!.Values).toMatchObject({ Value: '230 V', OrderBy: 0 });
    await calls.remove((await calls.content(productId)).Notes[0]!);
    const log = await world.database.db
      .select()
      .from(t.catalogueChange)
      .where(eq(t.catalogueChange.entityId, note.Id));
    expect(log.filter((r) => r.entityName === 'ProductNote').map((r) => r.action)).toEqual(
      expect.arrayContaining(['Created', 'Deleted']),
    );
    const orderLog = await world.database.db
      .select()
      .from(t.catalogueChange)
      .where(
        and(
          eq(t.catalogueChange.entityName, 'ProductFeature'),
          eq(t.catalogueChange.field, 'OrderBy'),
          eq(t.catalogueChange.action, 'Updated'),
        ),
      )
      .orderBy(t.catalogueChange.changeId);
    expect(orderLog.map((r) => [r.entityId, r.oldValue, r.newValue, r.productId])).toEqual([
      [steel.Id, '1', '0', productId],
      [quiet.Id, '0', '1', productId],
    ]);
  });

  it('follows the product level: the Editor module first, then each flag', async () => {
    const url = `/api/editor/product/${productId}/content`;
    const denied = await world.call('salesRep', 'GET', url);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().Message).toBe(EditorMessage.denied);
    expect((await world.call(null, 'GET', url)).statusCode).toBe(401);
    const post = (caller: 'salesRep' | 'productEditor') =>
      world.call(caller, 'POST', '/api/editor/content/feature', {
        ParentId: productId,
        Values: { Text: 'x' },
      });
    expect((await post('salesRep')).statusCode).toBe(403);

    const { db } = world.database;
    const level = and(
      eq(t.entityPermission.roleId, roleIds[Role.ProductEditor]),
      eq(t.entityPermission.entityLevel, EntityLevel.Product),
    );
    await db.update(t.entityPermission).set({ canCreate: false, canDelete: false }).where(level);
    const refused = await post('productEditor');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Message).toBe(EditorMessage.cannotCreate('feature'));
    const feature = (await calls.content(productId)).Features[0]!;
    expect((await calls.remove(feature, 403)).Message).toBe(EditorMessage.cannotDelete('feature'));
    await db.update(t.entityPermission).set({ canRead: false }).where(level);
    expect((await world.call('productEditor', 'GET', url)).json().Message).toBe(
      EditorMessage.cannotRead('Product'),
    );
    await db
      .update(t.entityPermission)
      .set({ canRead: true, canCreate: true, canDelete: true })
      .where(level);
    expect((await post('productEditor')).statusCode).toBe(201);
  });
});
