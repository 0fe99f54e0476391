import { ShellLayout, ShellWithSkipLink } from '../shell/shell-layout.tsx';
import { PortalBreadcrumbs } from '../portal/portal-breadcrumbs.tsx';
import { usePortal } from '../portal/use-portal.ts';
import { ChangeRequestHeader } from './change-request-header.tsx';

function ChangeRequestFrame() {
  const { site } = usePortal();
  return (
    <ShellLayout site={site} header={<ChangeRequestHeader />} breadcrumbs={<PortalBreadcrumbs />} />
  );
}

/** Header, page and footer of the change-request site; the catalogue's breadcrumbs under /catalog. */
export function ChangeRequestShell() {
  return (
    <ShellWithSkipLink>
      <ChangeRequestFrame />
    </ShellWithSkipLink>
  );
}
