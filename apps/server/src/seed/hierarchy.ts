import type {
  category,
  categoryDivision,
  manufacturingSeries,
  product,
  productClass,
  productDivision,
  productSite,
} from '../db/schema/index.ts';
import {
  categoryPlans,
  MASTER_PRODUCT,
  SERIES_LETTERS,
  type CategoryPlan,
  type ClassPlan,
  type VariantPlan,
} from './catalogue-plan.ts';
import type { Random } from './random.ts';
import { divisionIds, siteRows } from './sites.ts';

export interface ProductPlan {
  productId: number;
  name: string;
  displayName: string;
  category: CategoryPlan;
  productClass: ClassPlan;
  seriesCode: string;
  variant: VariantPlan;
  master: boolean;
}

export interface Hierarchy {
  categories: Array<typeof category.$inferInsert>;
  productClasses: Array<typeof productClass.$inferInsert>;
  series: Array<typeof manufacturingSeries.$inferInsert>;
  products: Array<typeof product.$inferInsert>;
  plans: ProductPlan[];
  categoryDivisions: Array<typeof categoryDivision.$inferInsert>;
  productDivisions: Array<typeof productDivision.$inferInsert>;
  productSites: Array<typeof productSite.$inferInsert>;
  /** Categories (by id) that are also in the commercial catalogue. */
  commercialCategoryIds: Set<number>;
}

/** Items hidden or preview-only on purpose, by name; never the master product's ancestors. */
const HIDDEN_CLASSES = new Set(['building-controls']);
const PREVIEW_CLASSES = new Set(['energy-recovery-ventilators']);
const hiddenSeries = (n: number) => n === 12 || n === 47;
const previewSeries = (n: number) => n === 23 || n === 61;
const hiddenProduct = (n: number) => n % 53 === 17;
const previewProduct = (n: number) => n % 61 === 29;

export function buildHierarchy(random: Random): Hierarchy {
  const h: Hierarchy = {
    categories: [],
    productClasses: [],
    series: [],
    products: [],
    plans: [],
    categoryDivisions: [],
    productDivisions: [],
    productSites: [],
    commercialCategoryIds: new Set(),
  };

  const addProduct = (
    plan: Omit<ProductPlan, 'productId'>,
    classId: number,
    seriesId: number,
    categoryId: number,
    order: number,
  ) => {
    const productId = h.products.length + 1;
    const special = !plan.master;
    h.products.push({
      productId,
      categoryId,
      productClassId: classId,
      manufacturingSeriesId: seriesId,
      name: plan.name,
      displayName: plan.displayName,
      visible: !(special && hiddenProduct(productId)),
      isPreview: special && previewProduct(productId),
      orderBy: order,
    });
    h.plans.push({ ...plan, productId });
    const division = divisionIds[plan.category.division];
    h.productDivisions.push({ productId, divisionId: division });
    if (random.chance(0.12)) h.productDivisions.push({ productId, divisionId: (division % 3) + 1 });
    for (const s of siteRows) h.productSites.push({ productId, siteId: s.siteId });
  };

  categoryPlans.forEach((cat, catIndex) => {
    const categoryId = catIndex + 1;
    h.categories.push({
      categoryId,
      name: cat.slug,
      displayName: cat.displayName,
      orderBy: catIndex + 1,
    });
    if (cat.commercial) h.commercialCategoryIds.add(categoryId);
    h.categoryDivisions.push({ categoryId, divisionId: divisionIds[cat.division] });
    if (cat.kind === 'parts' || cat.kind === 'make-up-air') {
      h.categoryDivisions.push({
        categoryId,
        divisionId:
          divisionIds.ventilation === divisionIds[cat.division]
            ? divisionIds.heating
            : divisionIds.ventilation,
      });
    }

    cat.classes.forEach((cls, classIndex) => {
      const productClassId = h.productClasses.length + 1;
      h.productClasses.push({
        productClassId,
        categoryId,
        name: cls.slug,
        displayName: cls.displayName,
        visible: !HIDDEN_CLASSES.has(cls.slug),
        isPreview: PREVIEW_CLASSES.has(cls.slug),
        orderBy: classIndex + 1,
      });
      const withMaster =
        cat.slug === MASTER_PRODUCT.category && cls.slug === MASTER_PRODUCT.productClass;
      const codes = [
        ...(withMaster ? [MASTER_PRODUCT.tpiMfgSeries] : []),
        ...SERIES_LETTERS.map((l) => `${cls.code}-${l}`),
      ];

      codes.forEach((code, seriesIndex) => {
        const seriesId = h.series.length + 1;
        const master = code === MASTER_PRODUCT.tpiMfgSeries;
        h.series.push({
          manufacturingSeriesId: seriesId,
          productClassId,
          tpiMfgSeries: code,
          name: code.toLowerCase(),
          displayName: `${code} Series`,
          visible: master || !hiddenSeries(seriesId),
          isPreview: !master && previewSeries(seriesId),
          orderBy: seriesIndex + 1,
        });
        const base = { category: cat, productClass: cls, seriesCode: code };
        let order = 1;
        if (master) {
          const variant = cat.variants[0] as VariantPlan;
          addProduct(
            {
              ...base,
              variant,
              master: true,
              name: MASTER_PRODUCT.name,
              displayName: MASTER_PRODUCT.displayName,
            },
            productClassId,
            seriesId,
            categoryId,
            order++,
          );
        }
        for (const variant of master ? cat.variants.slice(0, 2) : cat.variants) {
          const name = `${code.toLowerCase()}-${variant.slug}`;
          const displayName = `${code} ${cls.unit} — ${variant.label}`;
          addProduct(
            { ...base, variant, master: false, name, displayName },
            productClassId,
            seriesId,
            categoryId,
            order++,
          );
        }
      });
    });
  });
  return h;
}
