import { useSite } from '../../api/get-site.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { ShellLayout, ShellWithSkipLink } from './shell-layout.tsx';
import { SiteHeader } from './site-header.tsx';

function ShellFrame() {
  const site = useSite();
  return <ShellLayout site={site} header={<SiteHeader />} breadcrumbs={<Breadcrumbs />} />;
}

/** Header, breadcrumbs, page and footer of the parts site. */
export function AppShell() {
  return (
    <ShellWithSkipLink>
      <ShellFrame />
    </ShellWithSkipLink>
  );
}
