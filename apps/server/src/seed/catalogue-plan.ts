import { controlsAndPartsCategories } from './categories-controls.ts';
import { heatingCategories } from './categories-heating.ts';
import { ventilationCategories } from './categories-ventilation.ts';

/** The shape of the demo catalogue: categories, their product classes and product sizes. */

export type DivisionName = 'heating' | 'ventilation' | 'controls';
export type UnitKind =
  | 'unit-heater'
  | 'duct-furnace'
  | 'infrared'
  | 'make-up-air'
  | 'fan'
  | 'ventilator'
  | 'controls'
  | 'parts';
export type TableGroup = 'air' | 'ignition' | 'electrical' | 'cabinet' | 'accessories';

export interface ClassPlan {
  slug: string;
  displayName: string;
  /** Prefix of the series codes (TpiMfgSeries), e.g. 'UH' gives 'UH-A'. */
  code: string;
  /** One unit of the class, for product names. */
  unit: string;
}

export interface VariantPlan {
  slug: string;
  label: string;
  /** Size tokens used in manufacturer model numbers. */
  sizes: readonly number[];
}

export interface CategoryPlan {
  slug: string;
  displayName: string;
  division: DivisionName;
  kind: UnitKind;
  /** Tables a product of this category may have, most typical first. */
  tables: readonly TableGroup[];
  classes: readonly ClassPlan[];
  variants: readonly VariantPlan[];
  /** Also listed in the 'commercial' catalogue. */
  commercial: boolean;
  hasImage: boolean;
}

export const categoryPlans: readonly CategoryPlan[] = [
  ...heatingCategories,
  ...ventilationCategories,
  ...controlsAndPartsCategories,
];

/** The benchmark product: one table of exactly this many models. */
export const MASTER_PRODUCT = {
  name: 'hdu-parts-master',
  displayName: 'HDU Unit Heater — Master Parts List',
  category: 'unit-heaters',
  productClass: 'gas-fired-unit-heaters',
  series: 'hdu',
  tpiMfgSeries: 'HDU',
  modelCount: 500,
} as const;

export const SERIES_LETTERS = ['A', 'B', 'C'] as const;
