import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { ToastViewport } from '../../ui/toast/toast-viewport.tsx';
import { ShellLoading } from '../shell/app-shell.tsx';
import { SiteFooter } from '../shell/site-footer.tsx';
import { useDocumentTitle, useFavicon } from '../shell/use-site-head.ts';
import { PortalBreadcrumbs } from './portal-breadcrumbs.tsx';
import { PortalHeader } from './portal-header.tsx';
import { usePortal } from './use-portal.ts';

const AcceptanceModal = lazy(() =>
  import('../../features/auth/components/acceptance-modal.tsx').then((m) => ({
    default: m.AcceptanceModal,
  })),
);

function PortalFrame() {
  const { site, session } = usePortal();
  useFavicon(site.FaviconPath);
  useDocumentTitle(site.BrowserTitle);
  return (
    <div className="d-flex flex-column min-vh-100">
      <PortalHeader />
      <main id="main" className="container flex-grow-1 py-3" tabIndex={-1}>
        <PortalBreadcrumbs />
        <Outlet />
      </main>
      <SiteFooter />
      <ToastViewport />
      {session.pendingUser && (
        <Suspense fallback={null}>
          <AcceptanceModal />
        </Suspense>
      )}
    </div>
  );
}

/** Header, page and footer of the sales-rep, customer and customer-admin portals. */
export function PortalShell() {
  return (
    <>
      <a className="visually-hidden-focusable skip-link" href="#main">
        Skip to main content
      </a>
      <Suspense fallback={<ShellLoading />}>
        <PortalFrame />
      </Suspense>
    </>
  );
}
