import {
  PREVIEW_DISABLED_CATEGORY,
  PREVIEW_DISABLED_PRODUCT_CLASS,
  type ModelViewerLevel,
} from '@portal/domain';

/** What the viewer can be asked to show; the first value given picks the level. */
export interface ModelViewerInput {
  catalogNumber?: string | null;
  seriesNumber?: string | null;
  productId?: number | string | null;
  manufacturingSeriesId?: number | string | null;
  sectionTableId?: number | string | null;
  materialGroup?: string | null;
  productClassId?: number | string | null;
  categoryId?: number | string | null;
}

export interface ModelViewerTarget {
  level: ModelViewerLevel;
  value: string;
}

const LEVEL_OF: [keyof ModelViewerInput, ModelViewerLevel][] = [
  ['catalogNumber', 'model'],
  ['seriesNumber', 'series'],
  ['productId', 'product'],
  ['manufacturingSeriesId', 'manufacturingSeries'],
  ['sectionTableId', 'sectionTable'],
  ['materialGroup', 'materialGroup'],
  ['productClassId', 'productClass'],
  ['categoryId', 'category'],
];

/** The input names (also the route's query names), in the order they take precedence. */
export const MODEL_VIEWER_INPUTS = LEVEL_OF.map(([key]) => key);

/** The level and value to show: the first input that holds a value, or null. */
export function modelViewerTarget(input: ModelViewerInput): ModelViewerTarget | null {
  for (const [key, level] of LEVEL_OF) {
    const value = input[key];
    if (value !== undefined && value !== null && String(value).trim() !== '')
      return { level, value: String(value).trim() };
  }
  return null;
}

/** Levels the viewer does not load: it says so instead (the spec's texts). */
export function previewDisabledText(level: ModelViewerLevel): string | null {
  if (level === 'productClass') return PREVIEW_DISABLED_PRODUCT_CLASS;
  if (level === 'category') return PREVIEW_DISABLED_CATEGORY;
  return null;
}

const PATH_OF: Partial<Record<ModelViewerLevel, string>> = {
  model: 'model',
  series: 'series',
  product: 'product',
  manufacturingSeries: 'manufacturingSeries',
  sectionTable: 'sectionTable',
  materialGroup: 'materialGroup',
};

/** `/modelviewer/{level}/{value}`, or null for the levels without data. */
export function modelViewerApiPath(target: ModelViewerTarget): string | null {
  const path = PATH_OF[target.level];
  return path ? `/modelviewer/${path}/${encodeURIComponent(target.value)}` : null;
}
