import type { Product } from '@portal/domain';
import { categoryPath, productClassPath } from '../../../ui/catalog-paths.ts';
import type { Crumb } from '../../../ui/page-meta.ts';

/**
 * category > product class > series > product. The series links to its own address,
 * `/{category}/{series}`, which opens its class with the series picked (docs/decisions/008).
 */
export function productCrumbs(product: Product, search: string): Crumb[] {
  const category = product.Category.Name;
  return [
    { label: product.Category.DisplayName, to: categoryPath(category) + search },
    {
      label: product.ProductClass.DisplayName,
      to: productClassPath(category, product.ProductClass.Name) + search,
    },
    {
      label: product.ManufacturingSeries.DisplayName,
      to: productClassPath(category, product.ManufacturingSeries.Name) + search,
    },
    { label: product.DisplayName },
  ];
}
