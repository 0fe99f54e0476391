import type { ComponentType } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router';
import { NotFoundPage } from './not-found-page.tsx';
import { queryClient } from './query-client.ts';
import { RootError, RouteError } from './route-error.tsx';
import { AppShell } from './shell/app-shell.tsx';
import { ShellLoading } from './shell/shell-layout.tsx';

/** Route `home`: the catalogue is the home page; the query (catalogId, isPreview) stays. */
function HomeRedirect() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/', search }} replace />;
}

const page =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await load()) });

const catalogHome = page(
  () => import('../features/catalog-home/pages/catalog-home-page.tsx'),
  (m) => m.CatalogHomePage,
);
const menuPage = page(
  () => import('../features/menu/pages/menu-page.tsx'),
  (m) => m.MenuPage,
);

/**
 * A route whose page shows the catalogue and nothing of a visitor's own: the server may keep
 * its page for every visitor without cookies (decision 148).
 */
export const catalogueOnly = { catalogueOnly: true } as const;

/** The public parts site; the portals build theirs in app/portal/portal-routes.tsx. */
export const partsRoutes: RouteObject[] = [
  {
    id: 'root',
    Component: AppShell,
    HydrateFallback: ShellLoading,
    ErrorBoundary: RootError,
    children: [
      {
        // Errors of one page show inside the shell.
        ErrorBoundary: RouteError,
        children: [
          { id: 'home', path: 'home', Component: HomeRedirect },
          { id: 'catalog', handle: catalogueOnly, index: true, lazy: catalogHome },
          {
            id: 'diagnostics',
            path: 'diagnostics',
            lazy: page(
              () => import('../features/diagnostics/pages/diagnostics-page.tsx'),
              (m) => m.DiagnosticsPage,
            ),
          },
          {
            id: 'terms-replacement-parts',
            handle: catalogueOnly,
            path: 'terms/replacement-parts',
            lazy: page(
              () => import('../features/terms/pages/replacement-parts-terms-page.tsx'),
              (m) => m.ReplacementPartsTermsPage,
            ),
          },
          {
            id: 'terms-online-purchases',
            handle: catalogueOnly,
            path: 'terms/online-purchases',
            lazy: page(
              () => import('../features/terms/pages/online-purchases-terms-page.tsx'),
              (m) => m.OnlinePurchasesTermsPage,
            ),
          },
          {
            id: 'checkout',
            path: 'checkout',
            lazy: page(
              () => import('../features/checkout/pages/checkout-page.tsx'),
              (m) => m.CheckoutPage,
            ),
          },
          {
            id: 'search',
            handle: catalogueOnly,
            path: 'search/:keyword?/:page?',
            lazy: page(
              () => import('../features/search/pages/search-page.tsx'),
              (m) => m.SearchPage,
            ),
          },
          {
            id: 'model-viewer',
            path: 'model-viewer',
            lazy: page(
              () => import('../features/model-viewer/pages/model-viewer-page.tsx'),
              (m) => m.ModelViewerPage,
            ),
          },
          {
            id: 'cart',
            path: 'cart',
            lazy: page(
              () => import('../features/cart/pages/cart-page.tsx'),
              (m) => m.CartPage,
            ),
          },
          {
            id: 'order_summary',
            path: 'order_summary/:invoiceNo',
            lazy: page(
              () => import('../features/order-summary/pages/order-summary-page.tsx'),
              (m) => m.OrderSummaryPage,
            ),
          },
          {
            id: 'admin-cache',
            path: 'admin/cache',
            lazy: page(
              () => import('../features/cache-admin/pages/cache-admin-page.tsx'),
              (m) => m.CacheAdminPage,
            ),
          },
          {
            // The static segment outranks :category: 'log-viewer' is never looked up as a category.
            id: 'log-viewer',
            path: 'log-viewer',
            lazy: page(
              () => import('../features/log-viewer/pages/log-viewer-page.tsx'),
              (m) => m.LogViewerPage,
            ),
          },
          { id: 'menu-page-category', handle: catalogueOnly, path: ':category', lazy: menuPage },
          {
            id: 'menu-page-productclass',
            handle: catalogueOnly,
            path: ':category/:productclass',
            lazy: menuPage,
          },
          {
            id: 'product',
            handle: catalogueOnly,
            path: ':category/:productclass/:series/:product/:section?/:tab?',
            // Runs beside `lazy`: the product's reads start while the page's code loads.
            loader: async ({ params, request }) => {
              const { prefetchProductPage } =
                await import('../features/product/api/prefetch-product-page.ts');
              prefetchProductPage(queryClient, params.product, new URL(request.url).searchParams);
              return null;
            },
            lazy: page(
              () => import('../features/product/pages/product-page.tsx'),
              (m) => m.ProductPage,
            ),
          },
          { id: 'not-found', handle: catalogueOnly, path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
