import type { WhereUsedProduct } from '@portal/domain';
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useLocation } from 'react-router';
import { productPath } from '../catalog-paths.ts';
import { ImageWithPlaceholder } from '../image-with-placeholder.tsx';
import { useCatalogQuery } from '../use-catalog-query.ts';
import { DEFAULT_TABLE_NAME } from './details-query.ts';
import { useWhereUsed } from './get-where-used.ts';

/** The product page at the table listing the part, with the part's details open. */
function whereUsedLink(product: WhereUsedProduct, pcn: string, catalogSearch: string) {
  const pathname = productPath({
    category: product.CategoryName,
    productClass: product.ProductClassName,
    series: product.ManufacturingSeriesName,
    product: product.ProductName,
    section: product.SectionName,
    tab: product.SectionTabName,
  });
  const query = new URLSearchParams(catalogSearch);
  query.set('sectionTable', product.SectionTableDisplayName?.trim() || DEFAULT_TABLE_NAME);
  query.set('catalogNumber', pcn);
  return { pathname, search: `?${query.toString()}` };
}

/** Whether the page shown is the product's (under /catalog on the portals, at any tab). */
function isProductPage(pathname: string, product: WhereUsedProduct): boolean {
  const own = productPath({
    category: product.CategoryName,
    productClass: product.ProductClassName,
    series: product.ManufacturingSeriesName,
    product: product.ProductName,
  }).toLowerCase();
  const here = pathname.toLowerCase();
  return here.endsWith(own) || here.includes(`${own}/`);
}

function Products({ products, pcn }: { products: WhereUsedProduct[]; pcn: string }) {
  const { search } = useCatalogQuery();
  const { pathname } = useLocation();
  if (products.length === 0)
    return <p className="small text-body-secondary mb-0">No product page lists this part.</p>;
  return (
    <ul className="list-unstyled mb-0">
      {products.map((product) => {
        const to = whereUsedLink(product, pcn, search);
        const current = isProductPage(pathname, product);
        return (
          <li key={product.ProductId} className="d-flex align-items-center gap-2 py-1">
            <ImageWithPlaceholder
              src={product.Image}
              alt=""
              width={50}
              height={50}
              className="flex-shrink-0 object-fit-contain border rounded"
            />
            <div className="min-w-0">
              <Link to={to} aria-current={current ? 'page' : undefined} className="where-used-link">
                {product.ProductDisplayName}
              </Link>
              {current && <span className="small text-body-secondary"> (this page)</span>}
              <div className="small text-body-secondary">
                {product.ManufacturingSeriesDisplayName}
              </div>
              {product.OrderedBefore && (
                <span className="badge text-bg-success text-wrap">
                  You have ordered parts for this unit
                </span>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** 'Where used': the products whose tables list the part, with links to them. */
export function WhereUsedList({ catalogNumber }: { catalogNumber: string }) {
  const id = useId();
  const found = useWhereUsed(catalogNumber);
  return (
    <section aria-labelledby={id} className="mb-3">
      <h3 id={id} className="h6 mb-2">
        Where used
      </h3>
      {found.isPending ? (
        <div role="status" className="small text-body-secondary">
          <Spinner animation="border" size="sm" aria-hidden="true" className="me-2" />
          Finding the products that use this part…
        </div>
      ) : found.isError ? (
        <div role="alert" className="small">
          Where this part is used could not be loaded.{' '}
          <Button
            variant="link"
            size="sm"
            className="p-0 align-baseline"
            onClick={() => void found.refetch()}
          >
            Try again
          </Button>
        </div>
      ) : (
        <Products products={found.data} pcn={catalogNumber} />
      )}
    </section>
  );
}
