import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, useLocation } from 'react-router';
import { NotFoundPage } from './not-found-page.tsx';
import { RootError, RouteError } from './route-error.tsx';
import { AppShell, ShellLoading } from './shell/app-shell.tsx';

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

export const router = createBrowserRouter([
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
          { id: 'catalog', index: true, lazy: catalogHome },
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
            path: 'terms/replacement-parts',
            lazy: page(
              () => import('../features/terms/pages/replacement-parts-terms-page.tsx'),
              (m) => m.ReplacementPartsTermsPage,
            ),
          },
          {
            id: 'terms-online-purchases',
            path: 'terms/online-purchases',
            lazy: page(
              () => import('../features/terms/pages/online-purchases-terms-page.tsx'),
              (m) => m.OnlinePurchasesTermsPage,
            ),
          },
          {
            id: 'search',
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
          { id: 'menu-page-category', path: ':category', lazy: menuPage },
          { id: 'menu-page-productclass', path: ':category/:productclass', lazy: menuPage },
          {
            id: 'product',
            path: ':category/:productclass/:series/:product/:section?/:tab?',
            lazy: page(
              () => import('../features/product/pages/product-page.tsx'),
              (m) => m.ProductPage,
            ),
          },
          { id: 'not-found', path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
]);
