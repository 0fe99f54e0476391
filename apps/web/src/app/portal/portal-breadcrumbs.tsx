import Breadcrumb from 'react-bootstrap/Breadcrumb';
import { Link, useLocation } from 'react-router';
import { useCurrentPageMeta } from '../../ui/page-meta.ts';
import { useCatalogQuery } from '../../ui/use-catalog-query.ts';

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
  return (
    <Breadcrumb className="d-none d-md-block small d-print-none" listProps={{ className: 'mb-2' }}>
      {trail.map((crumb, index) => {
        const last = index === trail.length - 1;
        return (
          <Breadcrumb.Item
            key={`${index}-${crumb.label}`}
            active={last || !crumb.to}
            linkAs={Link}
            linkProps={crumb.to && !last ? { to: crumb.to } : undefined}
          >
            {crumb.label}
          </Breadcrumb.Item>
        );
      })}
    </Breadcrumb>
  );
}
