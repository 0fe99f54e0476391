import type {
  imageHotspot,
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
  hotspots: Array<typeof imageHotspot.$inferInsert>;
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

/**
 * The drawing shown beside the replacement parts tables: one callout per part kind of those
 * tables (at most 12), each stored as a hotspot on the first row of that kind.
 */
function addExplodedView(
  images: ImageRegistry,
  plan: ProductPlan,
  tables: readonly PlannedTable[],
  hotspots: ProductPages['hotspots'],
): number {
  const parts = tables.filter((t) => t.group !== 'accessories');
  const kinds = [...new Map(parts.flatMap((t) => t.kinds).map((k) => [k.key, k])).values()].slice(
    0,
    12,
  );
  const drawing = explodedView(
    plan.category.kind,
    plan.displayName,
    `EV-${plan.seriesCode}-${plan.productId}`,
    kinds.map((k) => ({ drawing: k.drawing, label: k.label })),
  );
  const imageId = images.add({
    folder: 'images/exploded',
    fileName: `${plan.name}.svg`,
    svg: drawing.svg,
    width: EXPLODED_WIDTH,
    height: EXPLODED_HEIGHT,
    caption: `${plan.displayName}: exploded view`,
    altText: `Exploded view of the ${plan.displayName} with numbered parts`,
    explodedView: true,
  });
  drawing.spots.forEach((spot, i) => {
    const kind = kinds[i];
    const row = kind && parts.map((t) => t.firstOfKind.get(kind.key)).find(Boolean);
    if (!kind || !row) throw new Error(`no ${kind?.key ?? 'part'} row for callout ${spot.number}`);
    hotspots.push({
      imageId,
      productModelId: row.productModelId,
      calloutNumber: spot.number,
      label: kind.label,
      x: spot.x,
      y: spot.y,
    });
  });
  return imageId;
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
    hotspots: [],
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
      documentIds: documents.byCategory.get(plan.category.slug) ?? [],
      tables,
      explodedImageId: addExplodedView(images, plan, tables, pages.hotspots),
      spinUrl: spin ? addSpinSet(images, plan) : null,
    });
  });
  return pages;
}
