import type { Product } from '@portal/domain';
import { productPath, sameName } from '../../../ui/catalog-paths.ts';

/** The product route's parameters: `/:category/:productclass/:series/:product/:section?/:tab?` */
export interface ProductRouteParams {
  category?: string;
  productclass?: string;
  series?: string;
  section?: string;
  tab?: string;
}

/**
 * The product's own path, keeping the section and tab, when the route names a category,
 * product class or series the product is not under; null when the route is already right
 * (names compare without regard to case, as the server matches them).
 */
export function canonicalProductPath(params: ProductRouteParams, product: Product): string | null {
  const inPlace =
    sameName(params.category, product.Category.Name) &&
    sameName(params.productclass, product.ProductClass.Name) &&
    sameName(params.series, product.ManufacturingSeries.Name);
  if (inPlace) return null;
  return productPath({
    category: product.Category.Name,
    productClass: product.ProductClass.Name,
    series: product.ManufacturingSeries.Name,
    product: product.Name,
    section: params.section ?? null,
    tab: params.tab ?? null,
  });
}
