const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Prices with two decimals and a dollar sign (en-US USD). */
export const formatUsd = (value: number): string => usd.format(value);

/** Browser title: item names, most specific first, then the site's title. */
export const browserTitle = (siteTitle: string, ...names: (string | null | undefined)[]): string =>
  [...names.filter((n): n is string => !!n && n.trim() !== ''), siteTitle].join(' | ');

/** Units of a model's ModelDimensions: height, width and depth in inches, weight in pounds. */
export const LENGTH_UNIT = 'in';
export const WEIGHT_UNIT = 'lb';

export interface Dimensions {
  Height?: number | undefined;
  Width?: number | undefined;
  Depth?: number | undefined;
  Weight?: number | undefined;
}

const measure = (value: number): string => value.toLocaleString('en-US');

/** 'H 12 × W 13.1 × D 10.6 in'; '' when no length is known. */
export function formatModelSize(d: Dimensions | null | undefined): string {
  if (!d) return '';
  const parts = [
    d.Height !== undefined ? `H ${measure(d.Height)}` : null,
    d.Width !== undefined ? `W ${measure(d.Width)}` : null,
    d.Depth !== undefined ? `D ${measure(d.Depth)}` : null,
  ].filter((part): part is string => part !== null);
  return parts.length === 0 ? '' : `${parts.join(' × ')} ${LENGTH_UNIT}`;
}

/** '10.1 lb'; '' when the weight is not known. */
export const formatModelWeight = (d: Dimensions | null | undefined): string =>
  d?.Weight !== undefined ? `${measure(d.Weight)} ${WEIGHT_UNIT}` : '';

/** The unit of one ModelDimensions field, for a table column bound to it; null for others. */
export function dimensionUnit(field: string): string | null {
  const name = field.toLowerCase();
  if (name === 'weight') return WEIGHT_UNIT;
  return ['height', 'width', 'depth'].includes(name) ? LENGTH_UNIT : null;
}

/** '1 result', '2 results': a count with its noun, singular only for exactly one. */
export const pluralCount = (count: number, singular: string, plural = `${singular}s`): string =>
  `${count} ${count === 1 ? singular : plural}`;
