import type { Menu, MenuCategory, MenuProduct, MenuProductClass, MenuSeries } from '@portal/domain';
import { productPath, sameName } from '../../../ui/catalog-paths.ts';

export const findCategory = (menu: Menu, name: string | undefined): MenuCategory | undefined =>
  menu.find((c) => sameName(c.Name, name));

export const findProductClass = (
  category: MenuCategory,
  name: string | undefined,
): MenuProductClass | undefined => category.ProductClasses.find((pc) => sameName(pc.Name, name));

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
