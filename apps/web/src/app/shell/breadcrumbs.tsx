import { useCurrentPageMeta } from '../../ui/page-meta.ts';
import { useCatalogQuery } from '../../ui/use-catalog-query.ts';
import { CrumbTrail } from './crumb-trail.tsx';

/** Catalogue > category > product class > series > product; hidden on small screens. */
export function Breadcrumbs() {
  const { crumbs } = useCurrentPageMeta();
  const { catalog, search } = useCatalogQuery();
  if (!crumbs || crumbs.length === 0 || catalog?.HasBreadcrumb === false) return null;
  const trail = [{ label: catalog?.DisplayName ?? 'Catalogue', to: `/${search}` }, ...crumbs];
  return <CrumbTrail trail={trail} />;
}
