import { EditorMessage, type EditorItem } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.ts';
import { editorWorldWithBranch, readEditorItem } from './editor-test-world.ts';

describe('POST and DELETE /api/editor/item', () => {
  const { world, branch } = editorWorldWithBranch();

  const create = (caller: 'catalogEditor' | 'productEditor', entity: string, body: object) =>
    world.call(caller, 'POST', `/api/editor/item/${entity}`, body);

  it("creates a product under a series with the definitions' defaults", async () => {
    const res = await create('productEditor', 'Product', {
      ParentId: branch.series.manufacturingSeriesId,
      Values: { Name: 'new-blower', DisplayName: '', Catalogs: [5] },
    });
    expect(res.statusCode).toBe(201);
    const item = res.json() as EditorItem;
    expect(item).toMatchObject({
      EntityName: 'Product',
      Title: 'new-blower',
      Parent: { EntityName: 'ManufacturingSeries', Id: branch.series.manufacturingSeriesId },
      Values: {
        Name: 'new-blower',
        DisplayName: 'new-blower',
        Visible: true,
        IsPreview: false,
        OrderBy: 0,
        Catalogs: [5],
      },
      LastChangedBy: 'Parker Products',
    });
    const [row] = await world.database.db
      .select()
      .from(t.product)
      .where(eq(t.product.productId, item.Id));
    expect(row).toMatchObject({
      categoryId: branch.category.categoryId,
      productClassId: branch.productClass.productClassId,
    });
    expect(world.published).toContainEqual({ entityName: 'Product', id: item.Id });
  });

  it('needs a parent below the categories, and one that exists', async () => {
    const none = await create('catalogEditor', 'ProductClass', { Values: { Name: 'orphan' } });
    expect(none.statusCode).toBe(400);
    expect(none.json().Message).toBe(EditorMessage.parentRequired('Product Class'));
    const unknown = await create('catalogEditor', 'ProductClass', {
      ParentId: 999_999,
      Values: { Name: 'orphan' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a creation the level does not allow, and missing required values', async () => {
    const res = await create('productEditor', 'Category', { Values: { Name: 'not-mine' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().Message).toBe(EditorMessage.cannotCreate('Category'));
    const blank = await create('catalogEditor', 'Category', { Values: {} });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().Errors).toMatchObject({ Name: ['Name is required'] });
    const site = await create('catalogEditor', 'Site', { Values: { DisplayName: 'No name' } });
    expect(site.statusCode).toBe(400);
    expect(site.json().Errors).toHaveProperty('BrowserTitle');
  });

  it('creates a site with the next id and a catalogue from the choices', async () => {
    const res = await create('catalogEditor', 'Site', {
      Values: {
        Name: 'brand-new',
        DisplayName: 'Brand New',
        BrowserTitle: 'Brand',
        CatalogId: 6,
        HostNames: 'new.localhost',
      },
    });
    expect(res.statusCode).toBe(201);
    expect((res.json() as EditorItem).Values).toMatchObject({
      SiteId: world.editorSiteId + 1,
      CatalogId: 6,
      HostNames: 'new.localhost',
      ShowCatalog: true,
    });
  });

  it('deletes only an item with nothing under it, at its version', async () => {
    const url = `/api/editor/item/ManufacturingSeries/${branch.series.manufacturingSeriesId}`;
    const series = await readEditorItem(world, url);
    const refused = await world.call('catalogEditor', 'DELETE', `${url}?version=${series.Version}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().Message).toBe(EditorMessage.hasChildren('Manufacturing Series'));

    const productUrl = `/api/editor/item/Product/${branch.product.productId}`;
    const product = await readEditorItem(world, productUrl, 'productEditor');
    const denied = await world.call('productEditor', 'DELETE', `${url}?version=${series.Version}`);
    expect(denied.statusCode).toBe(403);
    const ok = await world.call(
      'productEditor',
      'DELETE',
      `${productUrl}?version=${product.Version}`,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ Successful: true });
    expect((await world.call('productEditor', 'GET', productUrl)).statusCode).toBe(404);
  });

  it('refuses to delete a catalogue a site still shows', async () => {
    const url = '/api/editor/item/Catalog/5';
    const catalog = await readEditorItem(world, url);
    const res = await world.call('catalogEditor', 'DELETE', `${url}?version=${catalog.Version}`);
    expect(res.statusCode).toBe(409);
    expect((await world.call('catalogEditor', 'GET', url)).statusCode).toBe(200);
  });
});
