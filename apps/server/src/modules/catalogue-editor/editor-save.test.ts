import { EditorMessage, type EditorItem } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.ts';
import {
  createBranch,
  editorWorldWithBranch,
  readEditorItem,
  type Branch,
} from './editor-test-world.ts';

describe('PUT /api/editor/item: the definitions decide what a save may hold', () => {
  const { world, branch } = editorWorldWithBranch();
  let other: Branch;
  beforeAll(async () => {
    other = await createBranch(world);
  });

  const url = () => `/api/editor/item/Category/${branch.category.categoryId}`;
  const item = (path = url()) => readEditorItem(world, path);
  const save = async (values: Record<string, unknown>, path = url()) =>
    world.call('catalogEditor', 'PUT', path, {
      Version: (await item(path)).Version,
      Values: values,
    });
  const stored = async () =>
    (
      await world.database.db
        .select()
        .from(t.category)
        .where(eq(t.category.categoryId, branch.category.categoryId))
    )[0]!;
  const changeCount = async () => (await world.database.db.select().from(t.catalogueChange)).length;

  it('refuses a blank required name and one against its pattern, writing nothing', async () => {
    const before = await stored();
    const changes = await changeCount();
    const blank = await save({ Name: ' ', OrderBy: 7 });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({
      Successful: false,
      Message: EditorMessage.invalid,
      Errors: { Name: ['Name is required'] },
    });
    const pattern = await save({ Name: 'Not A Slug', OrderBy: 7 });
    expect(pattern.statusCode).toBe(400);
    expect(pattern.json().Errors).toEqual({ Name: ['Use lower-case letters, digits and dashes'] });
    expect(await stored()).toEqual(before);
    expect(await changeCount()).toBe(changes);
  });

  it('refuses values that do not suit the column, and ids that do not exist', async () => {
    const res = await save({ Visible: 'yes', OrderBy: 1.5, Catalogs: [5, 999] });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors).toEqual({
      Visible: ['Visible must be true or false.'],
      OrderBy: ['Order must be a whole number.'],
      Catalogs: ['Catalogs: no item with id 999.'],
    });
    const huge = await save({ OrderBy: 2 ** 40, Divisions: [2 ** 40] });
    expect(huge.statusCode).toBe(400);
    expect(Object.keys(huge.json().Errors)).toEqual(['OrderBy', 'Divisions']);
  });

  it('stores a blank display name as the name', async () => {
    const res = await save({ DisplayName: '' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as EditorItem).Values.DisplayName).toBe(branch.category.name);
    expect((await stored()).displayName).toBe(branch.category.name);
  });

  it('refuses a name another category has (409)', async () => {
    const res = await save({ Name: other.category.name });
    expect(res.statusCode).toBe(409);
    expect(res.json().Message).toBe(EditorMessage.nameTaken);
    expect((await stored()).name).toBe(branch.category.name);
  });

  it('saves list fields and moves the version for a list-only change', async () => {
    const before = await item();
    const res = await world.call('catalogEditor', 'PUT', url(), {
      Version: before.Version,
      Values: { Catalogs: [6, 5, 6], Divisions: [2] },
    });
    expect(res.statusCode).toBe(200);
    const after = res.json() as EditorItem;
    expect(after.Values).toMatchObject({ Catalogs: [5, 6], Divisions: [2] });
    expect(after.Version).not.toBe(before.Version);
  });

  it('edits a field added to an editor as data, with no code change', async () => {
    const { db } = world.database;
    const path = `/api/editor/item/ProductClass/${branch.productClass.productClassId}`;
    expect((await item(path)).Values).not.toHaveProperty('CategoryId');
    const [target] = await db
      .select({
        sectionId: t.editorSection.editorSectionId,
        propertyId: t.entityProperty.entityPropertyId,
      })
      .from(t.editorSection)
      .innerJoin(t.editor, eq(t.editor.editorId, t.editorSection.editorId))
      .innerJoin(t.entityProperty, eq(t.entityProperty.entityObjectId, t.editor.entityObjectId))
      .where(
        and(
          eq(t.editor.editorName, 'productclass'),
          eq(t.editorSection.editorSectionName, 'General'),
          eq(t.entityProperty.entityPropertyName, 'CategoryId'),
        ),
      );
    await db.insert(t.editorField).values({
      editorSectionId: target!.sectionId,
      entityPropertyId: target!.propertyId,
      editorType: 'number',
      orderBy: 99,
      editorSize: 3,
      isRequired: true,
    });
    expect((await item(path)).Values.CategoryId).toBe(branch.category.categoryId);
    expect((await save({ CategoryId: 999_999 }, path)).statusCode).toBe(400);
    const moved = await save({ CategoryId: other.category.categoryId }, path);
    expect(moved.statusCode).toBe(200);
    const [row] = await db
      .select()
      .from(t.productClass)
      .where(eq(t.productClass.productClassId, branch.productClass.productClassId));
    expect(row!.categoryId).toBe(other.category.categoryId);
  });

  it('answers a save that changes nothing with the item as it is', async () => {
    const before = await item();
    const res = await world.call('catalogEditor', 'PUT', url(), {
      Version: before.Version,
      Values: { Visible: before.Values.Visible },
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as EditorItem).Version).toBe(before.Version);
  });

  it('stores rich text only as the allow-list leaves it, and logs what was stored', async () => {
    const path = `/api/editor/item/Product/${branch.product.productId}`;
    const res = await save(
      {
        Description:
          '<p onclick="steal()">Fits <strong>all</strong> units<script>alert(1)</script></p>' +
          '<a href="javascript:alert(2)">more</a><img src=x onerror=alert(3)>',
      },
      path,
    );
    expect(res.statusCode).toBe(200);
    const clean = '<p>Fits <strong>all</strong> units</p><a>more</a>';
    expect((res.json() as EditorItem).Values.Description).toBe(clean);
    const [row] = await world.database.db
      .select({ description: t.product.description })
      .from(t.product)
      .where(eq(t.product.productId, branch.product.productId));
    expect(row!.description).toBe(clean);
    const [logged] = await world.database.db
      .select({ newValue: t.catalogueChange.newValue })
      .from(t.catalogueChange)
      .where(
        and(
          eq(t.catalogueChange.entityId, branch.product.productId),
          eq(t.catalogueChange.field, 'Description'),
        ),
      );
    expect(logged!.newValue).toBe(clean);
  });
});
