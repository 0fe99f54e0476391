import type { MenuCategory, MenuProductClass } from '@portal/domain';
import ListGroup from 'react-bootstrap/ListGroup';
import { Link } from 'react-router';
import { productClassPath } from '../../../ui/catalog-paths.ts';
import { PreviewBadge } from '../../../ui/preview-badge.tsx';
import { menuProductPath } from './find-menu-items.ts';
import { ProductLinkList } from './product-link-list.tsx';

/** Mobile, category level: the product classes as a list. */
export function ProductClassList({ category, search }: { category: MenuCategory; search: string }) {
  return (
    <ListGroup as="ul" aria-label="Product classes">
      {category.ProductClasses.map((productClass) => (
        <ListGroup.Item as="li" key={productClass.ProductClassId}>
          <Link to={{ pathname: productClassPath(category.Name, productClass.Name), search }}>
            {productClass.DisplayName}
          </Link>
          <PreviewBadge show={productClass.IsPreview} />
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}

interface SeriesListsProps {
  category: MenuCategory;
  productClass: MenuProductClass;
  search: string;
}

/** Mobile, product-class level: each series with its products. */
export function SeriesLists({ category, productClass, search }: SeriesListsProps) {
  return (
    <>
      {productClass.ManufacturingSeries.map((series) => (
        <section key={series.ManufacturingSeriesId} className="mb-4">
          <h3 className="h5">
            {series.DisplayName}
            <PreviewBadge show={series.IsPreview} />
          </h3>
          <div className="border rounded">
            <ProductLinkList
              products={series.Products}
              pathOf={menuProductPath(category, productClass, series)}
              search={search}
            />
          </div>
        </section>
      ))}
    </>
  );
}
