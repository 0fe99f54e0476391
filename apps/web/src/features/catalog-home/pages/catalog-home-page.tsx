import { useMenu } from '../../../api/get-menu.ts';
import { CatalogLoadError } from '../../../ui/catalog-load-error.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { usePageMeta } from '../../../ui/page-meta.ts';
import { useCatalogQuery } from '../../../ui/use-catalog-query.ts';
import { CategoryTile } from '../components/category-tile.tsx';

/** Tiles that can show on the first screen: one row of four on a desk, two of two on a phone. */
const FIRST_SCREEN = 4;

/** Route `catalog`: the catalogue's category tiles. */
export function CatalogHomePage() {
  const { catalogId, isPreview, search } = useCatalogQuery();
  const menu = useMenu(catalogId, isPreview);
  usePageMeta({ title: ['Product Search'], crumbs: null });

  return (
    <>
      <h1 className="mb-4">Product Search</h1>
      {menu.isPending && <Loading />}
      {menu.isError && <CatalogLoadError error={menu.error} onRetry={() => void menu.refetch()} />}
      {menu.data?.length === 0 && <p>This catalogue has no categories yet.</p>}
      {menu.data && menu.data.length > 0 && (
        <ul className="row list-unstyled g-4" aria-label="Categories">
          {menu.data.map((category, index) => (
            <li key={category.CategoryId} className="col-6 col-md-4 col-xl-3">
              <CategoryTile
                category={category}
                search={search}
                firstScreen={index < FIRST_SCREEN}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
