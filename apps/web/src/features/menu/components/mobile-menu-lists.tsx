import type { MenuCategory, MenuProductClass, MenuSeries } from '@portal/domain';
import ListGroup from 'react-bootstrap/ListGroup';
import { Link } from 'react-router';
import { productClassPath } from '../../../ui/catalog-paths.ts';
import { PreviewBadge } from '../../../ui/preview-badge.tsx';
import { menuProductPath } from './find-menu-items.ts';
import { ProductLinkList } from './product-link-list.tsx';
import { useScrollIntoView } from './use-scroll-into-view.ts';

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
  /** The series the route names, if it names one. */
  highlightedSeriesId: number | null;
  search: string;
}

interface SeriesListProps extends Omit<SeriesListsProps, 'highlightedSeriesId'> {
  series: MenuSeries;
  highlighted: boolean;
}

function SeriesList({ category, productClass, series, search, highlighted }: SeriesListProps) {
  const ref = useScrollIntoView<HTMLElement>(highlighted);
  return (
    <section
      ref={ref}
      className={highlighted ? 'mb-4 p-2 border border-primary border-2 rounded' : 'mb-4'}
      aria-current={highlighted ? 'true' : undefined}
    >
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
  );
}

/** Mobile, product-class level: each series, always expanded, with its products. */
export function SeriesLists({ highlightedSeriesId, ...props }: SeriesListsProps) {
  return (
    <>
      {props.productClass.ManufacturingSeries.map((series) => (
        <SeriesList
          key={series.ManufacturingSeriesId}
          {...props}
          series={series}
          highlighted={series.ManufacturingSeriesId === highlightedSeriesId}
        />
      ))}
    </>
  );
}
