import type { Menu, MenuCategory, MenuProduct, MenuProductClass, MenuSeries } from '@portal/domain';
import { productPath, sameName } from '../../../ui/catalog-paths.ts';

export const findCategory = (menu: Menu, name: string | undefined): MenuCategory | undefined =>
  menu.find((c) => sameName(c.Name, name));

const findProductClass = (
  category: MenuCategory,
  name: string | undefined,
): MenuProductClass | undefined => category.ProductClasses.find((pc) => sameName(pc.Name, name));

/** What the second segment of `/{category}/{segment}` names. */
export interface MenuLevel {
  productClass: MenuProductClass;
  /** Set when the segment names a series: the class shown is the series' own. */
  series: MenuSeries | null;
}

/**
 * Route `menu-page-productclass` takes a product class "(or series)": a product class of the
 * category if one has the name, else the first series of the category (in menu order) that has.
 */
export function findMenuLevel(
  category: MenuCategory,
  name: string | undefined,
): MenuLevel | undefined {
  const productClass = findProductClass(category, name);
  if (productClass) return { productClass, series: null };
  for (const parent of category.ProductClasses) {
    const series = parent.ManufacturingSeries.find((s) => sameName(s.Name, name));
    if (series) return { productClass: parent, series };
  }
  return undefined;
}

/** The product page path of a product listed under a category, class and series. */
export const menuProductPath =
  (category: MenuCategory, productClass: MenuProductClass, series: MenuSeries) =>
  (product: MenuProduct): string =>
    productPath({
      category: category.Name,
      productClass: productClass.Name,
      series: series.Name,
      product: product.Name,
    });
