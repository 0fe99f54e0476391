import type { VariantPlan } from './catalogue-plan.ts';

/** Product sizes within a series, by the unit the trade uses for the kind. */
export const mbh = (low: number, high: number, sizes: number[]): VariantPlan => ({
  slug: `${low}-${high}-mbh`,
  label: `${low}–${high} MBH`,
  sizes,
});
export const cfm = (low: number, high: number, sizes: number[]): VariantPlan => ({
  slug: `${low}-${high}-cfm`,
  label: `${low.toLocaleString('en-US')}–${high.toLocaleString('en-US')} CFM`,
  sizes,
});
export const inch = (low: number, high: number): VariantPlan => ({
  slug: `${low}-${high}-in`,
  label: `${low}–${high} in.`,
  sizes: [low, Math.round((low + high) / 2), high],
});
export const plain = (slug: string, label: string, sizes: number[]): VariantPlan => ({
  slug,
  label,
  sizes,
});

export const heaterSizes = [
  mbh(30, 75, [30, 45, 60, 75]),
  mbh(100, 150, [100, 125, 150]),
  mbh(175, 250, [175, 200, 250]),
];
