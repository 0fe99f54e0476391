import { lazy, Suspense } from 'react';
import { ShellLayout, ShellWithSkipLink } from '../shell/shell-layout.tsx';
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
  return (
    <ShellLayout site={site} header={<PortalHeader />} breadcrumbs={<PortalBreadcrumbs />}>
      {session.pendingUser && (
        <Suspense fallback={null}>
          <AcceptanceModal />
        </Suspense>
      )}
    </ShellLayout>
  );
}

/** Header, page and footer of the sales-rep, customer and customer-admin portals. */
export function PortalShell() {
  return (
    <ShellWithSkipLink>
      <PortalFrame />
    </ShellWithSkipLink>
  );
}
