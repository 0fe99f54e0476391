import { isChangeRequestSite, isEditorSite, siteKindOf, type SiteKind } from '@portal/domain';
import { Component, Suspense, use, type ReactNode } from 'react';
import { createBrowserRouter, type HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { useSite } from '../api/get-site.ts';
import { partsRoutes } from './router.tsx';
import { ShellLoading } from './shell/shell-layout.tsx';

type SiteRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The editor and change-request sites keep the catalogue's kind (callers compare with it) but
 * have routes of their own.
 */
type RouteTreeKind = SiteKind | 'editor' | 'change-requests';

const routers = new Map<RouteTreeKind, SiteRouter | Promise<SiteRouter>>();

const loadRoutes = (kind: Exclude<RouteTreeKind, 'catalogue'>): Promise<SiteRouter> =>
  kind === 'editor'
    ? import('./editor/editor-routes.tsx').then((m) =>
        createBrowserRouter(m.editorRoutes(partsRoutes)),
      )
    : kind === 'change-requests'
      ? import('./change-requests/change-request-routes.tsx').then((m) =>
          createBrowserRouter(m.changeRequestRoutes(partsRoutes)),
        )
      : import('./portal/portal-routes.tsx').then((m) =>
          createBrowserRouter(m.portalRoutes(partsRoutes)),
        );

const routeTreeOf = (siteName: string): RouteTreeKind =>
  isEditorSite(siteName)
    ? 'editor'
    : isChangeRequestSite(siteName)
      ? 'change-requests'
      : siteKindOf(siteName);

/**
 * A server-rendered parts page: its router starts from the server's route data, with the
 * page's lazy routes already loaded (ssr/hydrate-page.ts), so its first render is the server's.
 */
export function startCatalogueRouter(hydrationData: HydrationState): void {
  routers.set('catalogue', createBrowserRouter(partsRoutes, { hydrationData }));
}

/** One router per page load; the portals', the editor's and the change requests' routes load as their own chunks. */
function routerFor(kind: RouteTreeKind): SiteRouter | Promise<SiteRouter> {
  let router = routers.get(kind);
  if (!router) {
    router = kind === 'catalogue' ? createBrowserRouter(partsRoutes) : loadRoutes(kind);
    routers.set(kind, router);
  }
  return router;
}

function SiteRoutes() {
  const site = useSite();
  const router = routerFor(routeTreeOf(site.Name));
  return <RouterProvider router={router instanceof Promise ? use(router) : router} />;
}

/** The site itself could not be loaded: nothing else can be shown. */
class SiteLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main id="main" className="container py-4">
        <h1>Something went wrong</h1>
        <p>The site could not be loaded. Check your connection and try again.</p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </main>
    );
  }
}

/** Around the site's routes, in the browser and on the server alike (hydration matches them). */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <SiteLoadBoundary>
      <Suspense fallback={<ShellLoading />}>{children}</Suspense>
    </SiteLoadBoundary>
  );
}

/** The host's site decides the routes: the parts catalogue or a signed-in portal. */
export function SiteRouter() {
  return (
    <SiteFrame>
      <SiteRoutes />
    </SiteFrame>
  );
}
