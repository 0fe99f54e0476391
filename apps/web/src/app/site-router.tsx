import { siteKindOf, type SiteKind } from '@portal/domain';
import { Component, Suspense, use, type ReactNode } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { useSite } from '../api/get-site.ts';
import { partsRoutes } from './router.tsx';
import { ShellLoading } from './shell/shell-layout.tsx';

type SiteRouter = ReturnType<typeof createBrowserRouter>;

const routers = new Map<SiteKind, Promise<SiteRouter>>();

/** One router per page load; the portals' routes load as their own chunk. */
function routerFor(kind: SiteKind): Promise<SiteRouter> {
  let router = routers.get(kind);
  if (!router) {
    router =
      kind === 'catalogue'
        ? Promise.resolve(createBrowserRouter(partsRoutes))
        : import('./portal/portal-routes.tsx').then((m) =>
            createBrowserRouter(m.portalRoutes(partsRoutes)),
          );
    routers.set(kind, router);
  }
  return router;
}

function SiteRoutes() {
  const site = useSite();
  return <RouterProvider router={use(routerFor(siteKindOf(site.Name)))} />;
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

/** The host's site decides the routes: the parts catalogue or a signed-in portal. */
export function SiteRouter() {
  return (
    <SiteLoadBoundary>
      <Suspense fallback={<ShellLoading />}>
        <SiteRoutes />
      </Suspense>
    </SiteLoadBoundary>
  );
}
