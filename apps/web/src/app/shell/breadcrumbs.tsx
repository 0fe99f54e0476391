import Breadcrumb from 'react-bootstrap/Breadcrumb';
import { Link } from 'react-router';
import { useCurrentPageMeta } from '../../ui/page-meta.ts';
import { useCatalogQuery } from '../../ui/use-catalog-query.ts';

/** Catalogue > category > product class > series > product; hidden on small screens. */
export function Breadcrumbs() {
  const { crumbs } = useCurrentPageMeta();
  const { catalog, search } = useCatalogQuery();
  if (!crumbs || crumbs.length === 0 || catalog?.HasBreadcrumb === false) return null;
  const trail = [{ label: catalog?.DisplayName ?? 'Catalogue', to: `/${search}` }, ...crumbs];
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
