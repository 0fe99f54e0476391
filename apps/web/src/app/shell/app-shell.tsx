import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useSite } from '../../api/get-site.ts';
import { Loading } from '../../ui/loading.tsx';
import { ToastViewport } from '../../ui/toast/toast-viewport.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { useDocumentTitle, useFavicon } from './use-site-head.ts';

export function ShellLoading() {
  return (
    <main id="main" className="container">
      <Loading />
    </main>
  );
}

function ShellFrame() {
  const site = useSite();
  useFavicon(site.FaviconPath);
  useDocumentTitle(site.BrowserTitle);
  return (
    <div className="d-flex flex-column min-vh-100">
      <SiteHeader />
      <main id="main" className="container flex-grow-1 py-3" tabIndex={-1}>
        <Breadcrumbs />
        <Outlet />
      </main>
      <SiteFooter />
      <ToastViewport />
    </div>
  );
}

/** Header, breadcrumbs, page and footer of the parts site. */
export function AppShell() {
  return (
    <>
      <a className="visually-hidden-focusable skip-link" href="#main">
        Skip to main content
      </a>
      <Suspense fallback={<ShellLoading />}>
        <ShellFrame />
      </Suspense>
    </>
  );
}
