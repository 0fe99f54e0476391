import { EditorMessage, EntityLevel, Role, type Editor, type EditorItem } from '@portal/domain';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.ts';
import { roleIds } from '../auth/user-queries.ts';
import { createImage, createSite } from '../../test/factories.ts';
import { editorWorldWithBranch, readEditorItem } from './editor-test-world.ts';

const PARTS_HOST = 'localhost';

describe("a product's Images in the editor: read, reordered and shown in order", () => {
  const { world, branch } = editorWorldWithBranch();
  let a: number;
  let b: number;
  beforeAll(async () => {
    const { db } = world.database;
    await createSite(db, { name: 'parts', hostNames: [PARTS_HOST], catalogId: 5 });
    [a, b] = [(await createImage(db)).imageId, (await createImage(db)).imageId];
    await db.insert(t.productImage).values([
      { productId: branch.product.productId, imageId: a, orderBy: 1 },
      { productId: branch.product.productId, imageId: b, orderBy: 2 },
    ]);
  });

  const url = () => `/api/editor/item/Product/${branch.product.productId}`;
  const storedOrder = async () =>
    (
      await world.database.db
        .select({ imageId: t.productImage.imageId, orderBy: t.productImage.orderBy })
        .from(t.productImage)
        .where(eq(t.productImage.productId, branch.product.productId))
        .orderBy(asc(t.productImage.orderBy))
    ).map((r) => r.imageId);
  const partsPage = async () => {
    const res = await world.app.inject({
      method: 'GET',
      url: `/api/product/product?product=${branch.product.name}`,
      headers: { host: PARTS_HOST },
    });
    expect(res.statusCode).toBe(200);
    return (res.json().Data.Images as { ImageId: number }[]).map((i) => i.ImageId);
  };
  const imageChanges = () =>
    world.database.db
      .select({
        oldValue: t.catalogueChange.oldValue,
        newValue: t.catalogueChange.newValue,
        userName: t.catalogueChange.userName,
      })
      .from(t.catalogueChange)
      .where(
        and(
          eq(t.catalogueChange.entityId, branch.product.productId),
          eq(t.catalogueChange.field, 'Images'),
        ),
      );

  it('answers the images in their stored order, on a section of their own', async () => {
    const item = await readEditorItem(world, url(), 'productEditor');
    expect(item.Values.Images).toEqual([a, b]);
    // The image library is picked elsewhere: no choices are sent.
    expect(item.Choices.Images).toBeUndefined();
    const editors = await world.call(
      'productEditor',
      'GET',
      '/api/entity/editor?entityName=Product',
    );
    const [product] = editors.json() as Editor[];
    const images = product!.Sections.filter((s) => s.EditorSectionName === 'Images');
    expect(images).toHaveLength(1);
    expect(images[0]!.Fields).toMatchObject([
      { EntityPropertyName: 'Images', EditorType: 'image-list', CanRead: true, CanUpdate: true },
    ]);
  });

  it('lets the product editor reorder them: stored, logged and shown on the parts site', async () => {
    expect(await partsPage()).toEqual([a, b]);
    const before = await readEditorItem(world, url(), 'productEditor');
    const res = await world.call('productEditor', 'PUT', url(), {
      Version: before.Version,
      Values: { Images: [b, a] },
    });
    expect(res.statusCode).toBe(200);
    const after = res.json() as EditorItem;
    expect(after.Values.Images).toEqual([b, a]);
    expect(after.Version).not.toBe(before.Version);
    expect(await storedOrder()).toEqual([b, a]);
    expect(await imageChanges()).toEqual([
      { oldValue: `${a},${b}`, newValue: `${b},${a}`, userName: 'Parker Products' },
    ]);
    expect(world.published).toContainEqual({ entityName: 'Product', id: branch.product.productId });
    expect(await partsPage()).toEqual([b, a]);
  });

  it('refuses an image that does not exist, and keeps the order', async () => {
    const item = await readEditorItem(world, url());
    const res = await world.call('catalogEditor', 'PUT', url(), {
      Version: item.Version,
      Values: { Images: [a, 999_999] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors).toEqual({ Images: ['Images: no item with id 999999.'] });
    expect(await storedOrder()).toEqual([b, a]);
  });

  it('refuses a role without the Product level, to read or to write', async () => {
    const { db } = world.database;
    const item = await readEditorItem(world, url(), 'productEditor');
    // The product editor keeps the Image level: the images are the product's to grant.
    await db
      .delete(t.entityPermission)
      .where(
        and(
          eq(t.entityPermission.roleId, roleIds[Role.ProductEditor]),
          eq(t.entityPermission.entityLevel, EntityLevel.Product),
        ),
      );
    const read = await world.call('productEditor', 'GET', url());
    expect(read.statusCode).toBe(403);
    expect(read.json().Message).toBe(EditorMessage.cannotRead('Product'));
    const save = await world.call('productEditor', 'PUT', url(), {
      Version: item.Version,
      Values: { Images: [a, b] },
    });
    expect(save.statusCode).toBe(403);
    expect(await storedOrder()).toEqual([b, a]);
    expect(await imageChanges()).toHaveLength(1);
  });
});
