import { isEditorSite } from '@portal/domain';
/** Paths of the catalogue routes; every name is a URL slug (the items' Name). */
const segment = (value: string): string => encodeURIComponent(value);

export interface ProductRoute {
  category: string;
  productClass: string;
  series: string;
  product: string;
  section?: string | null;
  tab?: string | null;
}

export const catalogHomePath = (): string => '/';

export const categoryPath = (category: string): string => `/${segment(category)}`;

export const productClassPath = (category: string, productClass: string): string =>
  `${categoryPath(category)}/${segment(productClass)}`;

/** `/{category}/{productclass}/{series}/{product}/{section?}/{tab?}`; a tab needs its section. */
export function productPath(route: ProductRoute): string {
  const parts = [route.category, route.productClass, route.series, route.product];
  if (route.section) {
    parts.push(route.section);
    if (route.tab) parts.push(route.tab);
  }
  return `/${parts.map(segment).join('/')}`;
}

/** Query values that identify the catalogue being viewed; internal links keep them. */
export const CATALOG_QUERY_KEYS = ['catalogId', 'isPreview'] as const;

/** `?catalogId=..&isPreview=..` from the current query, or '' when neither is set. */
export function catalogSearch(current: URLSearchParams | string): string {
  const source = typeof current === 'string' ? new URLSearchParams(current) : current;
  const kept = new URLSearchParams();
  for (const key of CATALOG_QUERY_KEYS) {
    const value = source.get(key);
    if (value !== null && value !== '') kept.set(key, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/** A positive whole catalogue id from the query, or null. */
export function parseCatalogId(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

export const parseIsPreview = (value: string | null): boolean =>
  value !== null && ['true', '1'].includes(value.trim().toLowerCase());

/** Preview is always on on the editor site (admin §2.4), elsewhere as the query asks. */
export const previewOnSite = (siteName: string, value: string | null): boolean =>
  isEditorSite(siteName) || parseIsPreview(value);

/** Route names compare without regard to case, as the server matches them. */
export const sameName = (a: string | null | undefined, b: string | null | undefined): boolean =>
  !!a && !!b && a.toLowerCase() === b.toLowerCase();
