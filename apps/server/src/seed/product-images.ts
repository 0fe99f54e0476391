import type { productImage } from '../db/schema/index.ts';
import { categoryPlans, type UnitKind } from './catalogue-plan.ts';
import type { ProductPlan } from './hierarchy.ts';
import type { ImageRegistry } from './image-registry.ts';
import {
  carouselImage,
  categoryTile,
  modelThumbnail,
  productThumbnail,
  spinFrame,
  type CarouselView,
} from './images-svg.ts';
import type { PartDrawing } from './part-kind.ts';
import { allPartKinds, partKinds } from './part-kinds.ts';
import type { Random } from './random.ts';

/** Category tile image ids by category slug; categories without a picture are left out. */
export function addCategoryTiles(images: ImageRegistry): Map<string, number> {
  const ids = new Map<string, number>();
  for (const c of categoryPlans) {
    if (!c.hasImage) continue;
    const id = images.add({
      folder: 'images/categories',
      fileName: `${c.slug}.svg`,
      svg: categoryTile(c.kind, c.displayName),
      width: 300,
      height: 300,
      caption: c.displayName,
      altText: `${c.displayName} category`,
    });
    ids.set(c.slug, id);
  }
  return ids;
}

/** One 100 x 100 thumbnail per part kind, shared by the models of that kind. */
export function addModelThumbnails(images: ImageRegistry): Map<string, number> {
  const ids = new Map<string, number>();
  for (const kind of allPartKinds) {
    const id = images.add({
      folder: 'images/models',
      fileName: `${kind.key}.svg`,
      svg: modelThumbnail(kind.drawing, kind.label),
      width: 100,
      height: 100,
      caption: kind.label,
      altText: `${kind.label} drawing`,
      isThumbnail: true,
    });
    ids.set(kind.key, id);
  }
  return ids;
}

const detailDrawing: Record<UnitKind, PartDrawing> = {
  'unit-heater': 'fan-blade',
  'duct-furnace': 'burner',
  infrared: 'burner',
  'make-up-air': 'blower',
  fan: 'motor',
  ventilator: 'louver',
  controls: 'board',
  parts: partKinds.motor.drawing,
};
const views: readonly CarouselView[] = ['angle', 'front', 'side', 'detail'];

export interface ProductImages {
  thumbnailId: number | null;
  carouselIds: number[];
  rows: Array<typeof productImage.$inferInsert>;
}

/** A 200 x 200 thumbnail (about 5% of products go without) and 1-4 carousel images (the master all 4). */
export function addProductImages(
  images: ImageRegistry,
  plan: ProductPlan,
  r: Random,
): ProductImages {
  const kind = plan.category.kind;
  const label = `${plan.seriesCode} ${plan.variant.label}`;
  const withThumbnail = plan.master || !r.chance(0.05);
  const thumbnailId = withThumbnail
    ? images.add({
        folder: 'images/products',
        fileName: `${plan.name}-thumb.svg`,
        svg: productThumbnail(kind, label),
        width: 200,
        height: 200,
        caption: plan.displayName,
        altText: plan.displayName,
        isThumbnail: true,
      })
    : null;
  const carouselIds = views.slice(0, plan.master ? views.length : r.int(1, 4)).map((view, i) =>
    images.add({
      folder: 'images/products',
      fileName: `${plan.name}-${i + 1}.svg`,
      svg: carouselImage(kind, view, label, detailDrawing[kind]),
      width: 400,
      height: 400,
      caption: `${plan.displayName}, ${view === 'detail' ? 'key component' : `${view} view`}`,
      altText: `${plan.displayName}, ${view} view`,
    }),
  );
  return {
    thumbnailId,
    carouselIds,
    rows: carouselIds.map((imageId, i) => ({ productId: plan.productId, imageId, orderBy: i + 1 })),
  };
}

export const SPIN_FRAMES = 24;

/** A 24-frame turntable set at /files/spin/<product>/01.svg..24.svg; returns its URL. */
export function addSpinSet(images: ImageRegistry, plan: ProductPlan): string {
  for (let frame = 0; frame < SPIN_FRAMES; frame += 1) {
    const name = String(frame + 1).padStart(2, '0');
    images.addFile({
      key: `spin/${plan.name}/${name}.svg`,
      body: spinFrame(plan.category.kind, frame, SPIN_FRAMES, plan.seriesCode),
    });
  }
  return `/files/spin/${plan.name}/`;
}
