import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Role } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { image } from '../db/schema/index.ts';
import type { BlobStore } from '../integrations/blob-store/blob-store.ts';
import { createDiskBlobStore } from '../integrations/blob-store/disk-blob-store.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { roleIds } from '../modules/auth/user-queries.ts';
import { itemFields } from '../modules/catalogue-editor/editor-fields.ts';
import { editorTables } from '../modules/catalogue-editor/editor-tables.ts';
import { readList } from '../modules/catalogue-editor/item-queries.ts';
import { viewDefinitions } from '../modules/entity/definitions-view.ts';
import { readDefinitionRows, readPermissionRows } from '../modules/entity/queries.ts';
import { readProductDetails } from '../modules/product/product-queries.ts';
import { seedEntityDefinitions } from './entity-definitions/index.ts';
import { isDatabaseEmpty, seedDemoData } from './index.ts';

describe('seedDemoData', () => {
  let database: TestDatabase;
  let blobs: BlobStore;
  let dir: string;
  let seconds = 0;
  const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
    (await database.db.execute(query)).rows as T[];
  const count = async (table: string): Promise<number> =>
    (await rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]
      ?.n ?? 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    dir = await mkdtemp(path.join(tmpdir(), 'seed-test-'));
    blobs = createDiskBlobStore(dir);
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    const started = performance.now();
    await seedDemoData(database.db, blobs);
    seconds = (performance.now() - started) / 1000;
  });
  afterAll(async () => {
    await database.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('leaves the database no longer empty, within the start-up budget', async () => {
    expect(await isDatabaseEmpty(database.db)).toBe(false);
    expect(seconds).toBeLessThan(15);
  });

  it('loads the promised amounts', async () => {
    expect(await count('site')).toBe(5);
    expect(await count('division')).toBeGreaterThanOrEqual(3);
    expect(await count('category')).toBeGreaterThanOrEqual(6);
    expect(await count('product_class')).toBeGreaterThanOrEqual(20);
    expect(await count('manufacturing_series')).toBeGreaterThanOrEqual(60);
    expect(await count('product')).toBeGreaterThanOrEqual(200);
    expect(await count('model')).toBeGreaterThanOrEqual(5000);
    expect(await count('material_group')).toBeGreaterThanOrEqual(12);
    expect(await count('supplier_location')).toBeGreaterThanOrEqual(3);
    expect(await count('document')).toBeGreaterThanOrEqual(18);
    expect(await count('model_association')).toBeGreaterThan(0);
    expect(await count('customer_material')).toBeGreaterThan(0);
    expect(await count('division_model')).toBeGreaterThan(2500);
  });

  it('files every image and document in a picker folder and types models under classes', async () => {
    const unfiled = await rows<{ n: number }>(
      sql`select (select count(*) from image where folder_id is null) + (select count(*) from document where folder_id is null) as n`,
    );
    expect(Number(unfiled[0]?.n)).toBe(0);
    expect(await count('folder')).toBeGreaterThanOrEqual(4);
    expect(await count('category_image')).toBeGreaterThanOrEqual(6);
    expect(await count('model_product_class_type')).toBeGreaterThanOrEqual(5000);
  });

  it('resolves the parts site from its host names and offers two catalogues there', async () => {
    const parts = await rows<{ site_id: number; catalogs: number[] }>(
      sql`select s.site_id, array_agg(sc.catalog_id order by sc.order_by) as catalogs from site s join site_catalog sc using (site_id) where 'localhost' = any(s.host_names) group by s.site_id`,
    );
    expect(parts).toEqual([{ site_id: 1, catalogs: [5, 7] }]);
    const catalogs = await rows<{ catalog_id: number; name: string }>(
      sql`select catalog_id, name from catalog order by catalog_id`,
    );
    expect(catalogs).toEqual([
      { catalog_id: 5, name: 'parts' },
      { catalog_id: 7, name: 'commercial' },
    ]);
  });

  it('gives hdu-parts-master, visible in catalogue 5 under visible parents, one table of 500 models', async () => {
    const master = await rows<{ path: string; shown: boolean; tables: number; models: number }>(sql`
      select c.name || '/' || pc.name || '/' || ms.name || '/' || p.name as path,
        (p.visible and pc.visible and ms.visible and c.visible and not (p.is_preview or pc.is_preview or ms.is_preview or c.is_preview)
          and exists (select 1 from product_catalog x where x.product_id = p.product_id and x.catalog_id = 5)) as shown,
        (select count(*)::int from section_table t where t.product_id = p.product_id) as tables,
        (select count(*)::int from section_table_model stm join section_table t using (section_table_id) join model m on m.pcn_catalog_number = (select pcn_catalog_number from product_model pm where pm.product_model_id = stm.product_model_id) where t.product_id = p.product_id and m.visible and not m.is_preview) as models
      from product p join product_class pc using (product_class_id) join manufacturing_series ms using (manufacturing_series_id) join category c on c.category_id = p.category_id
      where p.name = 'hdu-parts-master'`);
    expect(master).toEqual([
      {
        path: 'unit-heaters/gas-fired-unit-heaters/hdu/hdu-parts-master',
        shown: true,
        tables: 1,
        models: 500,
      },
    ]);
  });

  it('gives every other product one to three tables of 5 to 80 models', async () => {
    const outliers = await rows<{ name: string }>(sql`
      select p.name from product p
      left join section_table t using (product_id)
      left join lateral (select count(*)::int as n from section_table_model m where m.section_table_id = t.section_table_id) s on true
      where p.name <> 'hdu-parts-master'
      group by p.name having count(t.*) not between 1 and 3 or min(s.n) < 5 or max(s.n) > 80`);
    expect(outliers).toEqual([]);
  });

  it('uses every section item type', async () => {
    const types = await rows<{ t: string }>(
      sql`select distinct section_item_type::text as t from section_item order by 1`,
    );
    expect(types.map((r) => r.t)).toEqual([
      'Document',
      'Image',
      'List',
      'ModelTable',
      'RichText',
      'SpinSirv',
    ]);
  });

  it('stores the files the rows point at', async () => {
    const images = await rows<{ image_path: string }>(sql`select image_path from image`);
    const missing: string[] = [];
    for (const { image_path } of images)
      if (!(await blobs.exists(image_path.replace('/files/', '')))) missing.push(image_path);
    expect(missing).toEqual([]);
    const spin = await rows<{ url: string }>(
      sql`select url from section_item where section_item_type = 'SpinSirv' limit 1`,
    );
    expect(await blobs.exists(`${spin[0]?.url.replace('/files/', '') ?? ''}24.svg`)).toBe(true);
    expect(await blobs.exists('branding/logo-parts.svg')).toBe(true);
    const docs = await rows<{ document_path: string }>(sql`select document_path from document`);
    for (const d of docs)
      expect(
        (await blobs.get(d.document_path.replace('/files/', '')))?.subarray(0, 4).toString(),
      ).toBe('%PDF');
  });

  it("shows a demo product's carousel images in the editor's Images, in the page's order", async () => {
    const { db } = database;
    await seedEntityDefinitions(db);
    const roles = [roleIds[Role.ProductEditor]];
    const view = viewDefinitions(
      await readDefinitionRows(db),
      await readPermissionRows(db, roles),
      roles,
    );
    const images = itemFields('Product', editorTables.Product, view.fields).get('Images');
    if (images?.kind !== 'list') throw new Error('the product editor reads no Images list');
    const [master] = await rows<{ id: number }>(
      sql`select product_id as id from product where name = 'hdu-parts-master'`,
    );
    const listed = await readList(db, images, master!.id);
    const page = (await readProductDetails(db, master!.id)).images.map((i) => i.imageId);
    expect(listed).toHaveLength(4);
    expect(listed).toEqual(page);
    // Distinct positions everywhere, so the editor's order is the only one there is.
    const ties = await rows(
      sql`select product_id from product_image group by product_id, order_by having count(*) > 1`,
    );
    expect(ties).toEqual([]);
  });

  it('moves the id sequences past the seeded ids', async () => {
    const [created] = await database.db
      .insert(image)
      .values({
        path: 'uploads',
        imageName: 'new.svg',
        imagePath: '/files/uploads/new.svg',
        contentType: 'image/svg+xml',
        width: 1,
        height: 1,
      })
      .returning({ id: image.imageId });
    const max = await rows<{ n: number }>(
      sql`select max(image_id)::int as n from image where image_path <> '/files/uploads/new.svg'`,
    );
    expect(created?.id).toBeGreaterThan(max[0]?.n ?? Infinity);
  });

  it('prices in tiers that end open-ended for every shipping strategy', async () => {
    const tiers = await rows<{ id: number; open_ended: number }>(
      sql`select shipping_strategy_id as id, count(*) filter (where max_order_amount is null)::int as open_ended from shipping_strategy_cost group by 1 order by 1`,
    );
    expect(tiers).toEqual([
      { id: 1, open_ended: 1 },
      { id: 2, open_ended: 1 },
      { id: 3, open_ended: 1 },
    ]);
  });
});
