import { EditorMessage, type ContentEntry } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.ts';
import { contentCalls } from './content-test-calls.ts';
import { EDITOR_HOST, editorWorldWithBranch } from './editor-test-world.ts';

describe("the product editor edits a product's sections, tabs and items", () => {
  const { world, branch } = editorWorldWithBranch({ product: { name: 'content-product' } });
  const calls = contentCalls(world);
  let productId: number;
  beforeAll(() => {
    productId = branch.product.productId;
  });

  const page = async () => {
    const res = await world.app.inject({
      method: 'GET',
      url: '/api/product/productsections?product=content-product',
      headers: { host: EDITOR_HOST },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().Data as {
      Name: string;
      Tabs: { DisplayName: string; Items: { SectionItemType: string; RichText: string }[] }[];
    }[];
  };
  const logOf = async (entityName: string, entityId: number) =>
    world.database.db
      .select()
      .from(t.catalogueChange)
      .where(
        and(eq(t.catalogueChange.entityName, entityName), eq(t.catalogueChange.entityId, entityId)),
      )
      .orderBy(t.catalogueChange.changeId);

  let section: ContentEntry;
  let tab: ContentEntry;

  it('creates a section and a tab, last in order, with the log and the tree above', async () => {
    section = await calls.create('section', productId, { Name: 'overview' });
    expect(section).toMatchObject({
      Kind: 'section',
      ParentId: productId,
      Values: { Name: 'overview', DisplayName: 'overview', Active: true, OrderBy: 0 },
    });
    const second = await calls.create('section', productId, { Name: 'more', DisplayName: 'More' });
    expect(second.Values.OrderBy).toBe(1);
    tab = await calls.create('tab', section.Id, { Name: 'about', DisplayName: 'About' });
    const log = await logOf('SectionTab', tab.Id);
    expect(log[0]).toMatchObject({
      action: 'Created',
      field: null,
      newValue: 'About',
      userName: 'Parker Products',
      productId,
      categoryId: branch.category.categoryId,
      manufacturingSeriesId: branch.series.manufacturingSeriesId,
    });
    expect(log.map((r) => r.field)).toEqual(
      expect.arrayContaining(['Name', 'DisplayName', 'Active', 'OrderBy']),
    );
    expect(world.published.at(-1)).toEqual({ entityName: 'SectionTab', id: tab.Id });
  });

  it('shows a renamed tab and a new RichText item on the product page after saving', async () => {
    expect((await page())[0]!.Tabs[0]!.DisplayName).toBe('About');
    tab = await calls.save(tab, { DisplayName: 'About this unit' });
    await calls.create('item', tab.Id, {
      SectionItemType: 'RichText',
      RichText: '<p onclick="x()">Quiet <em>and</em> efficient</p><script>alert(1)</script>',
    });
    const shown = (await page())[0]!.Tabs[0]!;
    expect(shown.DisplayName).toBe('About this unit');
    expect(shown.Items).toEqual([
      expect.objectContaining({
        SectionItemType: 'RichText',
        RichText: '<p>Quiet <em>and</em> efficient</p>',
      }),
    ]);
    const log = await logOf('SectionTab', tab.Id);
    expect(log.at(-1)).toMatchObject({
      action: 'Updated',
      field: 'DisplayName',
      oldValue: 'About',
      newValue: 'About this unit',
    });
  });

  it('stores rich text as the sanitiser leaves it, and refuses one that leaves nothing', async () => {
    const item = await calls.create('item', tab.Id, {
      SectionItemType: 'RichText',
      RichText: '<a href="javascript:alert(1)">x</a><img src=x onerror=alert(2)>',
    });
    expect(item.Values.RichText).toBe('<a>x</a>');
    const [row] = await world.database.db
      .select({ richText: t.sectionItem.richText })
      .from(t.sectionItem)
      .where(eq(t.sectionItem.sectionItemId, item.Id));
    expect(row!.richText).toBe('<a>x</a>');
    const empty = await calls.save(item, { RichText: '<script>alert(1)</script>' }, 400);
    expect(empty).toMatchObject({
      Message: EditorMessage.invalid,
      Errors: { RichText: ['A RichText item needs RichText.'] },
    });
  });

  it('hides an item and an inactive tab from the page, but the editor still lists them', async () => {
    const before = await calls.content(productId);
    const [first] = before.Sections[0]!.Tabs[0]!.Items;
    await calls.save(first!, { Visible: false });
    expect((await page())[0]!.Tabs[0]!.Items).toHaveLength(1);
    const hiddenTab = await calls.create('tab', section.Id, { Name: 'old', Active: false });
    expect((await page())[0]!.Tabs).toHaveLength(1);
    const listed = (await calls.content(productId)).Sections[0]!.Tabs;
    expect(listed.map((x) => x.Id)).toEqual([tab.Id, hiddenTab.Id]);
    expect(listed[0]!.Items.map((i) => i.Values.Visible)).toEqual([false, true]);
  });

  it('reorders sections, logging each OrderBy that moved', async () => {
    const { Sections } = await calls.content(productId);
    const ids = Sections.map((s) => s.Id).reverse();
    const { List } = await calls.reorder('section', productId, ids);
    expect(List.map((s) => [s.Id, s.Values.OrderBy])).toEqual([
      [ids[0], 0],
      [ids[1], 1],
    ]);
    expect((await page()).map((s) => s.Name)).toEqual(['more', 'overview']);
    const log = await logOf('Section', section.Id);
    expect(log.at(-1)).toMatchObject({ field: 'OrderBy', oldValue: '0', newValue: '1' });
  });

  it('refuses an order that does not list exactly the children, changing nothing', async () => {
    const { Sections } = await calls.content(productId);
    const ids = Sections.map((s) => s.Id);
    for (const wrong of [[ids[0]!], [ids[0]!, ids[0]!], [ids[0]!, ids[1]!, tab.Id]]) {
      const res = await calls.reorder('section', productId, wrong, 400);
      expect(res).toMatchObject({ Errors: { Ids: [expect.stringContaining('exactly once')] } });
    }
    expect((await calls.content(productId)).Sections).toEqual(Sections);
  });

  it('refuses a name the section already has, and a stale version (409)', async () => {
    const other = await calls.create('tab', section.Id, { Name: 'other' });
    const taken = await calls.save(other, { Name: 'about' }, 409);
    expect(taken.Message).toBe(EditorMessage.nameTaken);
    await calls.save(other, { DisplayName: 'First' });
    const stale = await calls.save(other, { DisplayName: 'Second' }, 409);
    expect(stale.Message).toBe(EditorMessage.conflict);
    expect((await calls.remove(other, 409)).Message).toBe(EditorMessage.conflict);
  });

  it('lets exactly one of two simultaneous saves through, and logs only it', async () => {
    const opened = (await calls.content(productId)).Sections[0]!;
    const before = (await logOf('Section', opened.Id)).length;
    const answers = await Promise.all(
      (['productEditor', 'catalogEditor'] as const).map((caller) =>
        world.call(caller, 'PUT', `/api/editor/content/section/${opened.Id}`, {
          Version: opened.Version,
          Values: { DisplayName: `By ${caller}` },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json() as ContentEntry;
    expect((await calls.content(productId)).Sections[0]!.Values.DisplayName).toBe(
      winner.Values.DisplayName,
    );
    expect((await logOf('Section', opened.Id)).length).toBe(before + 1);
  });

  it('writes nothing when any field is refused', async () => {
    const before = await calls.content(productId);
    const changes = (await world.database.db.select().from(t.catalogueChange)).length;
    const res = await calls.save(
      before.Sections[0]!,
      { DisplayName: 'Fine', OrderBy: 'first' },
      400,
    );
    expect(res.Errors).toEqual({ OrderBy: ['OrderBy must be a number.'] });
    expect(await calls.content(productId)).toEqual(before);
    expect((await world.database.db.select().from(t.catalogueChange)).length).toBe(changes);
  });

  it('deletes a tab only once it is empty, and logs the deletion', async () => {
    const current = (await calls.content(productId)).Sections.find((s) => s.Id === section.Id)!;
    const full = current.Tabs.find((x) => x.Id === tab.Id)!;
    expect((await calls.remove(full, 409)).Message).toBe(
      'This tab still has items under it; delete those first.',
    );
    for (const item of full.Items) await calls.remove(item);
    await calls.remove(full);
    const log = await logOf('SectionTab', tab.Id);
    expect(log.at(-1)).toMatchObject({ action: 'Deleted', oldValue: 'About this unit', productId });
    expect((await calls.content(productId)).Sections[1]!.Tabs.map((x) => x.Id)).not.toContain(
      tab.Id,
    );
  });
});
