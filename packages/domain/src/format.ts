const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Prices with two decimals and a dollar sign (en-US USD). */
export const formatUsd = (value: number): string => usd.format(value);

/** Browser title: item names, most specific first, then the site's title. */
export const browserTitle = (siteTitle: string, ...names: (string | null | undefined)[]): string =>
  [...names.filter((n): n is string => !!n && n.trim() !== ''), siteTitle].join(' | ');
