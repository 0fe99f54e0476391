import type { Site } from '@portal/domain';
import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Loading } from '../../ui/loading.tsx';
import { ToastViewport } from '../../ui/toast/toast-viewport.tsx';
import { endTakeOver } from '../../ui/use-hydrated.ts';
import { SiteFooter } from './site-footer.tsx';
import { useDocumentTitle, useFavicon } from './use-site-head.ts';

export function ShellLoading() {
  return (
    <main id="main" className="container">
      <Loading />
    </main>
  );
}

/**
 * The skip link stays outside the Suspense boundary so that it is there, first in the tab order,
 * while the site is still loading; its target is the <main> of ShellLayout or ShellLoading.
 */
export function ShellWithSkipLink({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="visually-hidden-focusable skip-link" href="#main">
        Skip to main content
      </a>
      <Suspense fallback={<ShellLoading />}>{children}</Suspense>
    </>
  );
}

interface LayoutProps {
  site: Site;
  header: ReactNode;
  breadcrumbs: ReactNode;
  /** Dialogs that belong to the whole site rather than to one page. */
  children?: ReactNode;
}

/** The parts site and the portals share one page frame, so a page looks the same in either. */
export function ShellLayout({ site, header, breadcrumbs, children }: LayoutProps) {
  useFavicon(site.FaviconPath);
  useDocumentTitle(site.BrowserTitle);
  // Journeys wait for it before they use a page the server drew: until then its buttons are
  // inert. Set in a transition started after the components' own (useHydrated), so that it
  // lands once the taken-over page has switched its dialogs and portals on (decision 156).
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    endTakeOver();
    startTransition(() => setSettled(true));
  }, []);
  useEffect(() => {
    if (settled) document.documentElement.dataset.appReady = 'true';
  }, [settled]);
  return (
    <div className="d-flex flex-column min-vh-100">
      {header}
      <main id="main" className="container flex-grow-1 py-3" tabIndex={-1}>
        {breadcrumbs}
        <Outlet />
      </main>
      <SiteFooter />
      <ToastViewport />
      {children}
    </div>
  );
}
