import { ContentMessage, type ContentEntry } from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.ts';
import { createImage } from '../../test/factories.ts';
import { contentCalls } from './content-test-calls.ts';
import { createBranch, editorWorldWithBranch } from './editor-test-world.ts';

describe("an item's fields must suit its type", () => {
  const { world, branch } = editorWorldWithBranch();
  const calls = contentCalls(world);
  let tab: ContentEntry;
  let productId: number;
  let tableId: number;
  let otherTableId: number;
  let imageId: number;
  let documentId: number;
  beforeAll(async () => {
    const { product } = branch;
    productId = product.productId;
    const other = await createBranch(world);
    const section = await calls.create('section', product.productId, { Name: 'overview' });
    tab = await calls.create('tab', section.Id, { Name: 'about' });
    tableId = (await calls.create('table', product.productId, { DisplayName: 'Parts' })).Id;
    otherTableId = (await calls.create('table', other.product.productId, {})).Id;
    imageId = (await createImage(world.database.db, { width: 1200, height: 900 })).imageId;
    const [doc] = await world.database.db
      .insert(t.document)
      .values({
        documentName: 'Manual',
        documentPath: '/files/documents/manual.pdf',
        contentType: 'application/pdf',
      })
      .returning();
    documentId = doc!.documentId;
  });

  const refused = async (Values: object) =>
    (await calls.create('item', tab.Id, Values, 400)).Errors;

  it('creates one item of every type', async () => {
    const made = [
      { SectionItemType: 'List', PropertyName: 'Features' },
      { SectionItemType: 'List', ListItems: ['One', 'Two'] },
      { SectionItemType: 'Image', ImageId: imageId, Caption: 'Exploded view' },
      { SectionItemType: 'RichText', RichText: '<p>Hi</p>' },
      { SectionItemType: 'Document', DocumentId: documentId },
      { SectionItemType: 'ModelTable', SectionTableId: tableId, Cols: 6 },
      { SectionItemType: 'SpinSirv', Url: 'https://spin.example.com/hdu-75/' },
    ];
    for (const Values of made) await calls.create('item', tab.Id, Values);
    const items = (await calls.content(productId)).Sections[0]!.Tabs[0]!.Items;
    expect(items.map((i) => [i.Values.SectionItemType, i.Values.OrderBy])).toEqual(
      made.map((m, i) => [m.SectionItemType, i]),
    );
    // Width and Height default to the image's.
    expect(items[2]!.Values).toMatchObject({ Width: 1200, Height: 900 });
  });

  it('refuses a type without the fields it needs, by field', async () => {
    expect(await refused({ SectionItemType: 'RichText' })).toEqual({
      RichText: ['A RichText item needs RichText.'],
    });
    expect(await refused({ SectionItemType: 'Image' })).toEqual({
      ImageId: ['An Image item needs ImageId.'],
    });
    expect(await refused({ SectionItemType: 'Document' })).toHaveProperty('DocumentId');
    expect(await refused({ SectionItemType: 'ModelTable' })).toHaveProperty('SectionTableId');
    expect(await refused({ SectionItemType: 'SpinSirv', Url: 'http://spin.example.com/' })).toEqual(
      { Url: ['A SpinSirv item needs an https Url.'] },
    );
    expect(await refused({ SectionItemType: 'List' })).toHaveProperty('ListItems');
    expect(await refused({ SectionItemType: 'List', PropertyName: 'Colours' })).toEqual({
      PropertyName: ['PropertyName must be one of Features, Specifications, Notes.'],
    });
    expect(await refused({ Cols: 13 })).toEqual({
      SectionItemType: [expect.stringContaining('SectionItemType must be one of')],
      Cols: ['Cols must be between 1 and 12.'],
    });
  });

  it('refuses fields of another type, and rows that do not exist or are not the product’s', async () => {
    expect(
      await refused({
        SectionItemType: 'RichText',
        RichText: '<p>x</p>',
        Url: 'https://x.example/',
      }),
    ).toEqual({
      Url: ['Url does not apply to a RichText item.'],
    });
    expect(await refused({ SectionItemType: 'Image', ImageId: 999_999 })).toEqual({
      ImageId: ['No image with id 999999.'],
    });
    expect(await refused({ SectionItemType: 'Document', DocumentId: 999_999 })).toEqual({
      DocumentId: ['No document with id 999999.'],
    });
    expect(await refused({ SectionItemType: 'ModelTable', SectionTableId: otherTableId })).toEqual({
      SectionTableId: [`Section table ${otherTableId} is not one of this product's tables.`],
    });
    expect(await refused({ SectionItemType: 'List', ListItems: ['ok'], Colour: 'red' })).toEqual({
      Colour: ['Item has no field Colour.'],
    });
  });

  it('changing the type drops the old type’s fields', async () => {
    const item = await calls.create('item', tab.Id, {
      SectionItemType: 'RichText',
      RichText: '<p>x</p>',
    });
    const listed = await calls.save(item, { SectionItemType: 'List', ListItems: ['a'] });
    expect(listed.Values).toMatchObject({
      SectionItemType: 'List',
      RichText: null,
      ListItems: ['a'],
    });
    expect((await calls.save(listed, { RichText: '<p>y</p>' }, 400)).Errors).toEqual({
      RichText: ['RichText does not apply to a List item.'],
    });
  });

  it('refuses deleting a table an item shows', async () => {
    const { Tables } = await calls.content(productId);
    const res = await calls.remove(Tables[0]!, 409);
    expect(res.Message).toBe(ContentMessage.tableShown);
  });
});
