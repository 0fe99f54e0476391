import type { Product } from '@portal/domain';
import { IMAGE_DISCLAIMER, PRODUCT_NOT_FOUND_ID } from '@portal/domain';
import { useState } from 'react';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { isNotFound } from '../../../api/api-error.ts';
import { useSite } from '../../../api/get-site.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Loading } from '../../../ui/loading.tsx';
import { usePageMeta } from '../../../ui/page-meta.ts';
import { useCatalogQuery } from '../../../ui/use-catalog-query.ts';
import { useIsDesktop } from '../../../ui/use-media-query.ts';
import { useProduct, type ProductRequest } from '../api/get-product.ts';
import { AddToCartFromQuery } from '../components/add-to-cart/add-to-cart-from-query.tsx';
import { FeatureList } from '../components/header/feature-list.tsx';
import { ProductCarousel } from '../components/header/product-carousel.tsx';
import { ProductHeader } from '../components/header/product-header.tsx';
import { usePrintMode } from '../components/header/use-print-mode.ts';
import { ExplodedViewModal, type ExplodedImage } from '../components/items/exploded-view-modal.tsx';
import { ProductSections } from '../components/sections/product-sections.tsx';
import { canonicalProductPath } from '../model/canonical-product-path.ts';
import { productCrumbs } from '../model/product-crumbs.ts';

/** Placeholder state 'Product Not Found' (product id PRODUCT_NOT_FOUND_ID). */
function ProductNotFound({ name, search }: { name: string; search: string }) {
  usePageMeta({ title: ['Product Not Found'], crumbs: [{ label: 'Product Not Found' }] });
  return (
    <div data-product-id={PRODUCT_NOT_FOUND_ID}>
      <h1>Product Not Found</h1>
      <p>This catalogue has no product named “{name}”. It may have been renamed or withdrawn.</p>
      <Link to={{ pathname: '/', search }}>Back to Product Search</Link>
    </div>
  );
}

function ProductView({ product, request }: { product: Product; request: ProductRequest }) {
  const site = useSite();
  const { catalog, search } = useCatalogQuery();
  const [query] = useSearchParams();
  const isDesktop = useIsDesktop();
  const { printing, print, stop } = usePrintMode();
  const [exploded, setExploded] = useState<ExplodedImage | null>(null);
  const showFeatures = catalog?.FeatureListEnabled ?? true;
  const showImages = catalog?.ProductImageEnabled ?? true;
  const showFeatureColumn = showFeatures && (isDesktop || printing);
  const selectedModel = query.get('catalogNumber');

  usePageMeta({
    title: [product.DisplayName, product.Category.DisplayName],
    crumbs: productCrumbs(product, search),
  });

  return (
    <article className={printing ? 'print-view' : undefined}>
      <ProductHeader
        product={product}
        selectedModel={selectedModel}
        printing={printing}
        onPrint={print}
        onStopPrint={stop}
      />
      {(showImages || showFeatureColumn) && (
        <div className="row g-4 mb-4">
          {showImages && (
            <div className="col-md-6">
              <ProductCarousel product={product} onOpenExploded={setExploded} />
              <p className="small text-body-secondary text-center mt-2 mb-0">{IMAGE_DISCLAIMER}</p>
            </div>
          )}
          {showFeatureColumn && (
            <section className={showImages ? 'col-md-6' : 'col-12'} aria-label="Features">
              <FeatureList features={product.Features} />
            </section>
          )}
        </div>
      )}
      <ProductSections
        request={{ ...request, showInventory: site.ShowInventory }}
        features={showFeatures ? product.Features : null}
        printing={printing}
        context={{
          showPrice: site.HasPricing,
          showInventory: site.ShowInventory,
          siteName: site.Name,
          enableExport: site.EnableExport,
          productId: product.ProductId,
          printing,
        }}
      />
      <ExplodedViewModal image={exploded} onClose={() => setExploded(null)} />
      <AddToCartFromQuery request={{ ...request, showInventory: site.ShowInventory }} />
    </article>
  );
}

/** Route `product`: /:category/:productclass/:series/:product/:section?/:tab? */
export function ProductPage() {
  const params = useParams();
  const { search: query, hash } = useLocation();
  const name = params.product ?? '';
  const site = useSite();
  const { catalogId, isPreview, search } = useCatalogQuery();
  const request: ProductRequest = { product: name, siteName: site.Name, catalogId, isPreview };
  const product = useProduct(request);

  if (product.isPending) return <Loading />;
  if (product.isError) {
    if (isNotFound(product.error)) return <ProductNotFound name={name} search={search} />;
    return (
      <ErrorState
        title="The product could not be loaded"
        error={product.error}
        onRetry={() => void product.refetch()}
      />
    );
  }
  // One address per product: other names above it (typos, old links) lead to its own.
  const canonical = canonicalProductPath(params, product.data);
  if (canonical !== null)
    return <Navigate replace to={{ pathname: canonical, search: query, hash }} />;
  return <ProductView product={product.data} request={request} />;
}
