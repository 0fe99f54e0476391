import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import * as t from '../../db/schema/index.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import {
  createCatalog,
  createImage,
  createModel,
  createModelTableSection,
  createProductTree,
  createSite,
} from '../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

describe('hotspots in GET /api/product/productsections', () => {
  let database: TestDatabase;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await createCatalog(db, { catalogId: 5 });
    await createSite(db, { name: 'parts', hostNames: ['localhost'] });
    const { product } = await createProductTree(db, { product: { name: 'hdu-75' } });
    const other = await createProductTree(db, {
      product: { name: 'hdu-100' },
      category: { name: 'other-category' },
    });
    const motor = await createModel(db, { pcnCatalogNumber: '130-0001' });
    const blower = await createModel(db, { pcnCatalogNumber: '130-0002' });
    const { tab } = await createModelTableSection(db, product.productId, [
      motor.pcnCatalogNumber,
      blower.pcnCatalogNumber,
    ]);
    const [elsewhere] = await db
      .insert(t.productModel)
      .values({ productId: other.product.productId, pcnCatalogNumber: motor.pcnCatalogNumber })
      .returning();
    const drawing = await createImage(db, { width: 1200, height: 900, explodedView: true });
    await db.insert(t.sectionItem).values({
      sectionTabId: tab.sectionTabId,
      sectionItemType: 'Image',
      imageId: drawing.imageId,
      orderBy: -1,
    });
    const own = async (pcn: string) =>
      (
        await db
          .select()
          .from(t.productModel)
          .where(
            and(
              eq(t.productModel.productId, product.productId),
              eq(t.productModel.pcnCatalogNumber, pcn),
            ),
          )
      )[0]!.productModelId;
    await db.insert(t.imageHotspot).values([
      {
        imageId: drawing.imageId,
        productModelId: await own(blower.pcnCatalogNumber),
        calloutNumber: 2,
        label: 'Blower',
        x: 0.75,
        y: 0.2,
      },
      {
        imageId: drawing.imageId,
        productModelId: await own(motor.pcnCatalogNumber),
        calloutNumber: 1,
        label: 'Motor',
        x: 0.25,
        y: 0.5,
      },
      // The same drawing used by another product: its callouts are not this page's.
      {
        imageId: drawing.imageId,
        productModelId: elsewhere!.productModelId,
        calloutNumber: 3,
        label: 'Motor',
        x: 0.5,
        y: 0.5,
      },
    ]);
    app = await buildTestApp(db);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it("answers the drawing's callouts, by number, linked to this product's models", async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/product/productsections?product=hdu-75',
      headers: { host: 'localhost' },
    });
    expect(res.statusCode).toBe(200);
    const items = res.json().Data[0].Tabs[0].Items;
    const image = items.find((i: { SectionItemType: string }) => i.SectionItemType === 'Image');
    expect(image.Hotspots).toEqual([
      { CalloutNumber: 1, Label: 'Motor', X: 0.25, Y: 0.5, PcnCatalogNumber: '130-0001' },
      { CalloutNumber: 2, Label: 'Blower', X: 0.75, Y: 0.2, PcnCatalogNumber: '130-0002' },
    ]);
    const table = items.find(
      (i: { SectionItemType: string }) => i.SectionItemType === 'ModelTable',
    );
    expect(table.Hotspots).toEqual([]);
  });
});
