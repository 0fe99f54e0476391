import { useLocation } from 'react-router';
import { useCurrentPageMeta } from '../../ui/page-meta.ts';
import { useCatalogQuery } from '../../ui/use-catalog-query.ts';
import { CrumbTrail } from '../shell/crumb-trail.tsx';

/** The catalogue's trail under /catalog; the catalogue pages name their crumbs from the root. */
export function PortalBreadcrumbs() {
  const { pathname } = useLocation();
  const { crumbs } = useCurrentPageMeta();
  const { catalog, search } = useCatalogQuery();
  if (!pathname.startsWith('/catalog') || !crumbs?.length || catalog?.HasBreadcrumb === false)
    return null;
  const trail = [
    { label: catalog?.DisplayName ?? 'Catalogue', to: `/catalog${search}` },
    ...crumbs.map((c) => ({ label: c.label, to: c.to ? `/catalog${c.to}` : undefined })),
  ];
  return <CrumbTrail trail={trail} />;
}
