import * as s from '../db/schema/index.ts';
import { brandingFiles } from './branding.ts';
import { batch, type Batch } from './batch.ts';
import type { CategoryPlan } from './catalogue-plan.ts';
import { buildDocuments } from './documents.ts';
import { fileIntoFolders } from './folders.ts';
import { buildHierarchy, type ProductPlan } from './hierarchy.ts';
import { ImageRegistry } from './image-registry.ts';
import { buildInventory, supplierLocationRows } from './inventory.ts';
import { materialGroupRows } from './material-groups.ts';
import { buildMemberships } from './memberships.ts';
import { buildModelClassTypes } from './model-class-types.ts';
import {
  buildCustomerMaterials,
  buildDivisionModels,
  buildModelAssociations,
} from './model-links.ts';
import { ModelFactory, type ModelRow } from './models.ts';
import { addCategoryTiles, addModelThumbnails } from './product-images.ts';
import { buildProductPages } from './product-pages.ts';
import { buildProductTables } from './product-tables.ts';
import { randomFor } from './random.ts';
import type { SeedFile } from './seed-file.ts';
import { shippingStrategyCostRows, shippingStrategyRows } from './shipping.ts';
import { catalogRows, divisionRows, siteCatalogRows, siteRows } from './sites.ts';
import { buildSupersessions } from './supersessions.ts';

export interface DemoData {
  batches: Batch[];
  files: SeedFile[];
  /** Tables whose identity ids were given explicitly: [table, id column]. */
  identityColumns: Array<[string, string]>;
}

/** Builds every row and file of the demo catalogue in memory; same output on every run. */
export function buildDemoData(): DemoData {
  const images = new ImageRegistry();
  const tiles = addCategoryTiles(images);
  const modelThumbnails = addModelThumbnails(images);
  const h = buildHierarchy(randomFor('hierarchy'));
  const categoryImages = h.categories.flatMap((c) => {
    const imageId = tiles.get(c.name);
    return imageId === undefined || c.categoryId === undefined
      ? []
      : [{ categoryId: c.categoryId, imageId, orderBy: 1 }];
  });

  const factory = new ModelFactory(randomFor('models'), modelThumbnails);
  const tables = buildProductTables(h.plans, factory, randomFor('tables'));
  const planOf = new Map<number, ProductPlan>(h.plans.map((p) => [p.productId, p]));
  const firstPlan = new Map<string, ProductPlan>();
  for (const pm of tables.productModels) {
    const plan = planOf.get(pm.productId);
    if (plan && !firstPlan.has(pm.pcnCatalogNumber)) firstPlan.set(pm.pcnCatalogNumber, plan);
  }
  const categoryOf = (m: ModelRow): CategoryPlan | undefined =>
    firstPlan.get(m.pcnCatalogNumber)?.category;
  const documents = buildDocuments((category) =>
    factory.rows
      .filter((m) => categoryOf(m) === category)
      .slice(0, 40)
      .map((m) => ({
        catalogNumber: m.pcnCatalogNumber,
        modelNumber: m.fingoodTpiMfgMod,
        description: m.descriptions ?? '',
      })),
  );

  const pages = buildProductPages(h, tables.byProduct, images, documents);

  const models = factory.rows;
  const pcns = models.map((m) => m.pcnCatalogNumber);
  const pcnOfProductModel = new Map(
    tables.productModels.map((pm) => [pm.productModelId, pm.pcnCatalogNumber]),
  );
  const tablePcns = new Map<number, string[]>();
  for (const tm of tables.tableModels) {
    const list = tablePcns.get(tm.sectionTableId) ?? [];
    list.push(pcnOfProductModel.get(tm.productModelId) ?? '');
    tablePcns.set(tm.sectionTableId, list);
  }
  const memberships = buildMemberships(h);
  const folders = fileIntoFolders(images.rows, documents.rows, documents.byCategory);

  const batches: Batch[] = [
    batch(s.catalog, catalogRows),
    batch(s.division, divisionRows),
    batch(s.site, siteRows),
    batch(s.siteCatalog, siteCatalogRows),
    batch(s.folder, folders),
    batch(s.image, images.rows),
    batch(s.document, documents.rows),
    batch(s.category, h.categories),
    batch(s.productClass, h.productClasses),
    batch(s.manufacturingSeries, h.series),
    batch(s.product, h.products),
    batch(s.categoryImage, categoryImages),
    batch(s.categoryCatalog, memberships.categories),
    batch(s.productClassCatalog, memberships.productClasses),
    batch(s.manufacturingSeriesCatalog, memberships.series),
    batch(s.productCatalog, memberships.products),
    batch(s.categoryDivision, h.categoryDivisions),
    batch(s.productDivision, h.productDivisions),
    batch(s.productSite, h.productSites),
    batch(s.productFeature, pages.features),
    batch(s.productSpecification, pages.specifications),
    batch(s.productNote, pages.notes),
    batch(s.productImage, pages.images),
    batch(s.materialGroup, [...materialGroupRows]),
    batch(s.shippingStrategy, shippingStrategyRows),
    batch(s.shippingStrategyCost, shippingStrategyCostRows),
    batch(s.model, models),
    batch(s.productModel, tables.productModels),
    batch(s.modelProductClassType, buildModelClassTypes(h.products, tables.productModels)),
    batch(s.section, pages.sections.sections),
    batch(s.sectionTab, pages.sections.tabs),
    batch(s.sectionTable, tables.tables),
    batch(s.sectionTableLayoutColumn, tables.columns),
    batch(s.sectionItem, pages.sections.items),
    batch(s.sectionTableModel, tables.tableModels),
    batch(s.imageHotspot, pages.hotspots),
    batch(
      s.modelAssociation,
      buildModelAssociations([...tablePcns.values()], randomFor('associations')),
    ),
    batch(
      s.divisionModel,
      buildDivisionModels(
        models,
        (m) => categoryOf(m)?.division ?? 'heating',
        randomFor('division-models'),
      ),
    ),
    batch(s.customerMaterial, buildCustomerMaterials(pcns, randomFor('customer-materials'))),
    batch(s.modelSupersession, buildSupersessions([...tablePcns.values()], models)),
    batch(s.supplierLocation, supplierLocationRows),
    batch(s.inventory, buildInventory(pcns, randomFor('inventory'))),
  ];

  return {
    batches,
    files: [...brandingFiles(siteRows), ...images.files, ...documents.files],
    identityColumns: [
      ['folder', 'folder_id'],
      ['image', 'image_id'],
      ['document', 'document_id'],
      ['category', 'category_id'],
      ['product_class', 'product_class_id'],
      ['manufacturing_series', 'manufacturing_series_id'],
      ['product', 'product_id'],
      ['product_model', 'product_model_id'],
      ['section', 'section_id'],
      ['section_tab', 'section_tab_id'],
      ['section_table', 'section_table_id'],
    ],
  };
}
