import { ShellLayout, ShellWithSkipLink } from '../shell/shell-layout.tsx';
import { PortalBreadcrumbs } from '../portal/portal-breadcrumbs.tsx';
import { usePortal } from '../portal/use-portal.ts';
import { EditorHeader } from './editor-header.tsx';

function EditorFrame() {
  const { site } = usePortal();
  return <ShellLayout site={site} header={<EditorHeader />} breadcrumbs={<PortalBreadcrumbs />} />;
}

/** Header, page and footer of the editor site; the breadcrumbs are the catalogue's, under /catalog. */
export function EditorShell() {
  return (
    <ShellWithSkipLink>
      <EditorFrame />
    </ShellWithSkipLink>
  );
}
