import type {
  productFeature,
  productImage,
  productNote,
  productSpecification,
} from '../db/schema/index.ts';
import type { SeededDocuments } from './documents.ts';
import { EXPLODED_HEIGHT, EXPLODED_WIDTH, explodedView } from './exploded-view.ts';
import type { Hierarchy, ProductPlan } from './hierarchy.ts';
import type { ImageRegistry } from './image-registry.ts';
import { productContent } from './product-content.ts';
import { addProductImages, addSpinSet } from './product-images.ts';
import type { PlannedTable } from './product-tables.ts';
import { randomFor } from './random.ts';
import { SectionBuilder } from './sections.ts';

export interface ProductPages {
  features: Array<typeof productFeature.$inferInsert>;
  specifications: Array<typeof productSpecification.$inferInsert>;
  notes: Array<typeof productNote.$inferInsert>;
  images: Array<typeof productImage.$inferInsert>;
  sections: SectionBuilder;
}

/** A 360° spin set for the master product and the first product of these categories. */
const SPIN_CATEGORIES = new Set([
  'duct-furnaces',
  'infrared-heaters',
  'make-up-air-units',
  'exhaust-and-supply-fans',
  'controls-and-thermostats',
]);

function addExplodedView(
  images: ImageRegistry,
  plan: ProductPlan,
  tables: readonly PlannedTable[],
): number {
  const callouts = [...new Set(tables.flatMap((t) => t.kinds))]
    .slice(0, 12)
    .map((k) => ({ drawing: k.drawing, label: k.label }));
  return images.add({
    folder: 'images/exploded',
    fileName: `${plan.name}.svg`,
    svg: explodedView(
      plan.category.kind,
      plan.displayName,
      `EV-${plan.seriesCode}-${plan.productId}`,
      callouts,
    ),
    width: EXPLODED_WIDTH,
    height: EXPLODED_HEIGHT,
    caption: `${plan.displayName}: exploded view`,
    altText: `Exploded view of the ${plan.displayName} with numbered parts`,
    explodedView: true,
  });
}

/** Texts, pictures and sections of every product page; fills in the product rows' description and thumbnail. */
export function buildProductPages(
  h: Hierarchy,
  tablesOf: ReadonlyMap<number, PlannedTable[]>,
  images: ImageRegistry,
  documents: SeededDocuments,
): ProductPages {
  const pages: ProductPages = {
    features: [],
    specifications: [],
    notes: [],
    images: [],
    sections: new SectionBuilder(),
  };
  const contentRandom = randomFor('content');
  const imageRandom = randomFor('images');
  const spinCategories = new Set<string>();
  h.plans.forEach((plan, i) => {
    const row = h.products[i];
    if (!row || row.productId !== plan.productId)
      throw new Error('product rows and plans out of step');
    const text = productContent(plan, contentRandom);
    const media = addProductImages(images, plan, imageRandom);
    row.description = text.description;
    row.thumbnailImageId = media.thumbnailId;
    pages.features.push(...text.features);
    pages.specifications.push(...text.specifications);
    pages.notes.push(...text.notes);
    pages.images.push(...media.rows);
    const tables = tablesOf.get(plan.productId) ?? [];
    const spin =
      plan.master ||
      (SPIN_CATEGORIES.has(plan.category.slug) && !spinCategories.has(plan.category.slug));
    if (spin) spinCategories.add(plan.category.slug);
    pages.sections.add({
      productId: plan.productId,
      richText: text.richText,
      applications: text.applications,
      hasNotes: text.notes.length > 0,
      overviewImageId: media.carouselIds[0] ?? null,
      documentIds: documents.byCategory.get(plan.category.slug) ?? [],
      tables,
      explodedImageId: addExplodedView(images, plan, tables),
      spinUrl: spin ? addSpinSet(images, plan) : null,
    });
  });
  return pages;
}
