import { EditorMessage, Role, type EditorItem } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.ts';
import { roleIds } from '../auth/user-queries.ts';
import { editorWorldWithBranch, type EditorWorld } from './editor-test-world.ts';

/** The product editor's own rows narrowing a section or a field of the product editor. */
async function narrow(
  world: EditorWorld,
  section: string,
  property: string | null,
  flags: { canRead: boolean; canUpdate: boolean },
) {
  const { db } = world.database;
  const [row] = await db
    .select({ sectionId: t.editorSection.editorSectionId, fieldId: t.editorField.editorFieldId })
    .from(t.editorSection)
    .innerJoin(t.editor, eq(t.editor.editorId, t.editorSection.editorId))
    .innerJoin(t.editorField, eq(t.editorField.editorSectionId, t.editorSection.editorSectionId))
    .innerJoin(
      t.entityProperty,
      eq(t.entityProperty.entityPropertyId, t.editorField.entityPropertyId),
    )
    .where(
      and(
        eq(t.editor.editorName, 'product'),
        eq(t.editorSection.editorSectionName, section),
        property ? eq(t.entityProperty.entityPropertyName, property) : undefined,
      ),
    );
  const roleId = roleIds[Role.ProductEditor];
  if (property)
    await db
      .insert(t.editorFieldPermission)
      .values({ editorFieldId: row!.fieldId, roleId, ...flags });
  else
    await db
      .insert(t.editorSectionPermission)
      .values({ editorSectionId: row!.sectionId, roleId, ...flags });
}

describe('the editor item calls follow the level, section and field permissions', () => {
  const { world, branch } = editorWorldWithBranch();
  beforeAll(async () => {
    await narrow(world, 'General', 'Description', { canRead: true, canUpdate: false });
    await narrow(world, 'Sites', null, { canRead: false, canUpdate: false });
  });

  const productUrl = () => `/api/editor/item/Product/${branch.product.productId}`;
  const categoryUrl = () => `/api/editor/item/Category/${branch.category.categoryId}`;
  const read = async (caller: 'catalogEditor' | 'productEditor', url: string) => {
    const res = await world.call(caller, 'GET', url);
    expect(res.statusCode).toBe(200);
    return res.json() as EditorItem;
  };
  const storedProduct = async () =>
    (
      await world.database.db
        .select()
        .from(t.product)
        .where(eq(t.product.productId, branch.product.productId))
    )[0]!;

  it("shows a category's fields, lists and choices to the catalogue editor", async () => {
    const item = await read('catalogEditor', categoryUrl());
    expect(item).toMatchObject({
      EntityName: 'Category',
      Id: branch.category.categoryId,
      Title: branch.category.displayName,
      Parent: null,
      LastChangedBy: null,
      Values: {
        CategoryId: branch.category.categoryId,
        Name: branch.category.name,
        Visible: true,
        IsPreview: false,
        OrderBy: 0,
        Catalogs: [5],
        Divisions: [],
        Images: [],
      },
      Choices: {
        Catalogs: [
          { Id: 6, DisplayName: 'Another catalogue' },
          { Id: 5, DisplayName: 'Catalog 5' },
        ],
        Divisions: [
          { Id: 1, DisplayName: 'North' },
          { Id: 2, DisplayName: 'South' },
        ],
      },
    });
    expect(item.Version).toMatch(/^\d+$/);
    expect(item.Choices.Images).toBeUndefined();
  });

  it('refuses the product editor a category, to read or to write', async () => {
    const res = await world.call('productEditor', 'GET', categoryUrl());
    expect(res.statusCode).toBe(403);
    expect(res.json().Message).toBe(EditorMessage.cannotRead('Category'));
    const { Version } = await read('catalogEditor', categoryUrl());
    const save = await world.call('productEditor', 'PUT', categoryUrl(), {
      Version,
      Values: { DisplayName: 'Taken over' },
    });
    expect(save.statusCode).toBe(403);
    expect((await read('catalogEditor', categoryUrl())).Values.DisplayName).toBe(
      branch.category.displayName,
    );
  });

  it("lets the product editor change a product's display name", async () => {
    const before = await read('productEditor', productUrl());
    expect(before.Parent).toEqual({
      EntityName: 'ManufacturingSeries',
      Id: branch.series.manufacturingSeriesId,
    });
    const res = await world.call('productEditor', 'PUT', productUrl(), {
      Version: before.Version,
      Values: { DisplayName: 'Quiet Blower' },
    });
    expect(res.statusCode).toBe(200);
    const after = res.json() as EditorItem;
    expect(after).toMatchObject({
      Title: 'Quiet Blower',
      Values: { DisplayName: 'Quiet Blower' },
      LastChangedBy: 'Parker Products',
    });
    expect(after.Version).not.toBe(before.Version);
    expect((await storedProduct()).displayName).toBe('Quiet Blower');
    expect(world.published).toContainEqual({ entityName: 'Product', id: branch.product.productId });
  });

  it('refuses a field whose own permission denies the update, and writes nothing', async () => {
    const before = await read('productEditor', productUrl());
    expect(before.Values.Description).toBe(branch.product.description);
    const res = await world.call('productEditor', 'PUT', productUrl(), {
      Version: before.Version,
      Values: { DisplayName: 'Not this either', Description: 'Rewritten' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().Message).toBe(EditorMessage.cannotUpdate('Description'));
    const stored = await storedProduct();
    expect([stored.displayName, stored.description]).toEqual([
      'Quiet Blower',
      branch.product.description,
    ]);
    // The catalogue editor holds no such row.
    const ok = await world.call('catalogEditor', 'PUT', productUrl(), {
      Version: before.Version,
      Values: { Description: 'Rewritten' },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('treats a field of a section the caller may not read as no field at all', async () => {
    const item = await read('productEditor', productUrl());
    expect(item.Values).not.toHaveProperty('Sites');
    expect(item.Choices).not.toHaveProperty('Sites');
    const res = await world.call('productEditor', 'PUT', productUrl(), {
      Version: item.Version,
      Values: { Sites: [1] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      Message: EditorMessage.unknownField('Product', 'Sites'),
      Errors: { Sites: [EditorMessage.unknownField('Product', 'Sites')] },
    });
    expect((await read('catalogEditor', productUrl())).Values.Sites).toEqual([]);
  });

  it('never writes an id field', async () => {
    const item = await read('catalogEditor', productUrl());
    const res = await world.call('catalogEditor', 'PUT', productUrl(), {
      Version: item.Version,
      Values: { ProductId: 1 },
    });
    expect(res.statusCode).toBe(403);
  });

  it('answers 404 for an item that does not exist, and 401/403 without the editor', async () => {
    const res = await world.call('catalogEditor', 'GET', '/api/editor/item/Product/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().Message).toBe(EditorMessage.notFound('Product'));
    expect((await world.call(null, 'GET', productUrl())).statusCode).toBe(401);
    expect((await world.call('salesRep', 'GET', productUrl())).statusCode).toBe(403);
    expect((await world.call('admin', 'GET', productUrl())).statusCode).toBe(200);
  });

  it("sends a site's host names as one text, a line each, and saves them from one", async () => {
    const url = `/api/editor/item/Site/${world.editorSiteId}`;
    const site = await read('catalogEditor', url);
    expect(site.Values.HostNames).toBe('editor.localhost');
    expect(site.Choices.CatalogId?.map((c) => c.Id)).toEqual([6, 5]);
    const res = await world.call('catalogEditor', 'PUT', url, {
      Version: site.Version,
      Values: { HostNames: 'editor.localhost\n\n  edit.example.com  ' },
    });
    expect(res.statusCode).toBe(200);
    const renamed = await world.call('catalogEditor', 'PUT', url, {
      Version: (res.json() as EditorItem).Version,
      Values: { Name: 'renamed' },
    });
    // The site's name is a read-only field: set when it is created, never by a save.
    expect(renamed.statusCode).toBe(403);
    const [row] = await world.database.db
      .select()
      .from(t.site)
      .where(eq(t.site.siteId, world.editorSiteId));
    expect(row!.hostNames).toEqual(['editor.localhost', 'edit.example.com']);
  });
});
