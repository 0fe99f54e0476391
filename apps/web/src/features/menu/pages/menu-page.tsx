import type { MenuCategory } from '@portal/domain';
import Alert from 'react-bootstrap/Alert';
import { Link, Navigate, useParams } from 'react-router';
import { useMenu } from '../../../api/get-menu.ts';
import { categoryPath, productClassPath } from '../../../ui/catalog-paths.ts';
import { CatalogLoadError } from '../../../ui/catalog-load-error.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { usePageMeta, type Crumb } from '../../../ui/page-meta.ts';
import { useCatalogQuery } from '../../../ui/use-catalog-query.ts';
import { useIsDesktop } from '../../../ui/use-media-query.ts';
import { findCategory, findMenuLevel, type MenuLevel } from '../components/find-menu-items.ts';
import { ProductClassList, SeriesLists } from '../components/mobile-menu-lists.tsx';
import { ProductClassTabs } from '../components/product-class-tabs.tsx';

function CategoryNotFound({ name, search }: { name: string; search: string }) {
  usePageMeta({ title: ['Category Not Found'], crumbs: [{ label: 'Category Not Found' }] });
  return (
    <>
      <h1>Category Not Found</h1>
      <p>This catalogue has no category named “{name}”.</p>
      <Link to={{ pathname: '/', search }}>Back to Product Search</Link>
    </>
  );
}

interface ViewProps {
  category: MenuCategory;
  /** What the second segment names: a product class, or a series (docs/decisions/008). */
  level: MenuLevel | undefined;
  requestedClass: string | undefined;
  search: string;
}

function CategoryMenuView({ category, level, requestedClass, search }: ViewProps) {
  const isDesktop = useIsDesktop();
  const productClass = level?.productClass;
  const series = level?.series ?? null;
  const crumbs: Crumb[] = [
    { label: category.DisplayName, to: categoryPath(category.Name) + search },
  ];
  if (productClass && series) {
    crumbs.push(
      {
        label: productClass.DisplayName,
        to: productClassPath(category.Name, productClass.Name) + search,
      },
      { label: series.DisplayName },
    );
  } else if (productClass) crumbs.push({ label: productClass.DisplayName });
  usePageMeta({
    title: [series?.DisplayName ?? productClass?.DisplayName ?? '', category.DisplayName],
    crumbs,
  });

  const first = category.ProductClasses[0];
  // Desktop shows product classes as tabs, so a category alone opens its first class.
  if (isDesktop && !requestedClass && first)
    return (
      <Navigate replace to={{ pathname: productClassPath(category.Name, first.Name), search }} />
    );

  return (
    <>
      <h1 className="mb-3">{category.DisplayName}</h1>
      {requestedClass && !productClass && (
        <Alert variant="warning">
          {category.DisplayName} has no product class or series named “{requestedClass}”.
        </Alert>
      )}
      {category.ProductClasses.length === 0 && <p>This category has no product classes yet.</p>}
      {isDesktop ? (
        <ProductClassTabs
          category={category}
          activeClass={productClass?.Name ?? ''}
          highlightedSeriesId={series?.ManufacturingSeriesId ?? null}
          search={search}
        />
      ) : productClass ? (
        <>
          <p className="mb-2">
            <Link to={{ pathname: categoryPath(category.Name), search }}>All product classes</Link>
          </p>
          <h2 className="h4 mb-3">{productClass.DisplayName}</h2>
          <SeriesLists
            category={category}
            productClass={productClass}
            highlightedSeriesId={series?.ManufacturingSeriesId ?? null}
            search={search}
          />
        </>
      ) : (
        <ProductClassList category={category} search={search} />
      )}
    </>
  );
}

/** Routes `menu-page-category` and `menu-page-productclass`. */
export function MenuPage() {
  const params = useParams();
  const { catalogId, isPreview, search } = useCatalogQuery();
  const menu = useMenu(catalogId, isPreview);

  if (menu.isPending) return <Loading />;
  if (menu.isError)
    return <CatalogLoadError error={menu.error} onRetry={() => void menu.refetch()} />;
  const category = findCategory(menu.data, params.category);
  if (!category) return <CategoryNotFound name={params.category ?? ''} search={search} />;
  return (
    <CategoryMenuView
      category={category}
      level={findMenuLevel(category, params.productclass)}
      requestedClass={params.productclass}
      search={search}
    />
  );
}
